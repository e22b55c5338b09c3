import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { matchRoutes } from 'react-router-dom';
import { createHttpClient } from '@adapters/http/createHttpClient';
import { HttpPodRecordApi } from '@adapters/http/HttpPodRecordApi';
import { integrationRoutes } from '@app/integrationRoutes';
import { podFailureOf } from '@core/psa/podFailure';
import { podRoutePath } from '@core/psa/podRoutePath';
import { PodService } from '@core/psa/PodService';
import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import type { PsaRegistry } from '@core/psa/PsaRegistry';
import type { Sandbox } from '@sandbox/contract/createSandboxApp';
import { sessionFor } from '../support/sandboxServer';

type Server = Pick<SetupServerApi, 'use'>;

/** What the kit needs around one descriptor: the registry it is listed in and the sandbox behind MSW. */
export interface ConformanceContext {
  registry: PsaRegistry;
  sandbox(): Sandbox;
  server: Server;
}

/**
 * The conformance kit: what every PSA descriptor must do, as jest tests. Run by
 * tests/conformance/psaConformance.test.ts for every descriptor in the registry.
 */
export function runPsaConformance(descriptor: PsaDescriptor, context: ConformanceContext): void {
  const name = `${descriptor.type} (${descriptor.slug})`;
  const pods = new PodService(
    new HttpPodRecordApi(
      createHttpClient({
        baseURL: '/api',
        getAccessToken: () => token,
        onUnauthorized: () => undefined,
        onError: () => undefined,
      }),
    ),
  );
  let token: string | null = null;

  /** The Acme tenant's integration of this type, its records, and a signed-in technician. */
  const world = () => {
    const state = context.sandbox().state;
    const psa = state.world.psas.find((p) => p.type === descriptor.type && p.tenantId === 't-acme');
    if (!psa) {
      throw new Error(
        `The sandbox world has no ${descriptor.type} integration: the sandbox seeds every registered descriptor (sandbox/world/psaKinds.ts): is it in adapters/psa/registry.ts?`,
      );
    }
    token = sessionFor(context.sandbox(), 'u-tech').accessToken;
    const tickets = state.world.tickets.filter((t) => t.psaId === psa.psaId);
    const contactOf = (id: string | null) => state.world.contacts.find((c) => c.id === id)!;
    return { psa, tickets, contactOf, contacts: state.world.contacts.filter((c) => c.psaId === psa.psaId) };
  };

  describe(`${name}: routes`, () => {
    it.each(descriptor.variants.map((v) => [v]))('the %s route resolves to the pod page', (variant) => {
      const path = `/${podRoutePath(descriptor.slug, variant).replace(':psaId', 'acme-x')}`;
      const matches = matchRoutes(integrationRoutes, path);
      expect(matches?.[matches.length - 1]?.route.path).toBe(podRoutePath(descriptor.slug, variant));
      expect(matches?.[matches.length - 1]?.params).toEqual({ psaId: 'acme-x' });
    });

    it('its slug and type are its own in the registry', () => {
      expect(context.registry.bySlug(descriptor.slug)).toBe(descriptor);
      expect(context.registry.byType(descriptor.type)).toBe(descriptor);
    });
  });

  describe(`${name}: external entry`, () => {
    it.each(descriptor.entryNames.map((n) => [n]))('the psa value %p resolves to it', (entryName) => {
      expect(context.registry.byEntryName(entryName)).toBe(descriptor);
    });
  });

  describe(`${name}: lookups map sandbox records`, () => {
    if (descriptor.lookups.ticket) {
      it("a ticket's record maps to its contact", async () => {
        const { psa, tickets, contactOf } = world();
        const ticket = tickets.find((t) => t.kind === 'ticket' && t.contactId)!;
        const view = await pods.load(descriptor, psa.psaId, 'ticket', ticket.id);
        expect(view.ticket).toEqual({ id: ticket.id, number: ticket.number });
        expect(view.contact?.name).toBe(contactOf(ticket.contactId).name);
        expect(view.contact?.companyId).toBe(ticket.companyId);
      });

      it('a ticket with no contact maps to no contact, with its company', async () => {
        const { psa, tickets } = world();
        const ticket = tickets.find((t) => t.kind === 'ticket' && !t.contactId)!;
        const view = await pods.load(descriptor, psa.psaId, 'ticket', ticket.id);
        expect(view.contact).toBeNull();
        expect(view.company.id).toBe(ticket.companyId);
      });
    } else {
      it('has no ticket lookup, so every pod URL opens on the contact screen', async () => {
        const { psa, contacts } = world();
        const contact = contacts[0]!;
        const view = await pods.load(descriptor, psa.psaId, 'ticket', contact.id);
        expect(view.contact?.name).toBe(contact.name);
      });
    }

    if (descriptor.lookups.projectTicket) {
      it("a project ticket's record maps to its contact", async () => {
        const { psa, tickets, contactOf } = world();
        const ticket = tickets.find((t) => t.kind === 'project_ticket')!;
        expect(ticket).toBeDefined();
        const view = await pods.load(descriptor, psa.psaId, 'project_ticket', ticket.id);
        expect(view.contact?.name).toBe(contactOf(ticket.contactId).name);
      });
    }

    it("a contact's record maps every field the card shows", async () => {
      const { psa, contacts } = world();
      const contact = contacts.find((c) => c.history.length > 0 && c.communicationItems.length > 2)!;
      const view = await pods.load(descriptor, psa.psaId, 'contact', contact.id);
      expect(view.ticket).toBeNull();
      expect(view.contact).toMatchObject({
        id: contact.id,
        name: contact.name,
        companyId: contact.companyId,
        optedStatus: contact.optedStatus,
        communicationItems: contact.communicationItems,
        history: contact.history,
      });
    });
  });

  describe(`${name}: errors become clear messages`, () => {
    it('an unknown record says which record is missing and where', async () => {
      const { psa } = world();
      const screen = descriptor.lookups.ticket ? 'ticket' : 'contact';
      const error = await pods.load(descriptor, psa.psaId, screen, 'no-such-id').catch((e: unknown) => e);
      expect(podFailureOf(descriptor, screen, 'no-such-id', error)).toEqual({
        kind: 'not-found',
        title: expect.stringMatching(/not found$/),
        message: `No ${screen} with id no-such-id was found in ${descriptor.title}.`,
      });
    });

    it("a PSA error carries the server's message", async () => {
      const { psa, contacts } = world();
      context.server.use(
        http.get('*/api/*', () => HttpResponse.json({ message: 'The PSA timed out.' }, { status: 502 })),
      );
      const error = await pods.load(descriptor, psa.psaId, 'contact', contacts[0]!.id).catch((e: unknown) => e);
      const failure = podFailureOf(descriptor, 'contact', contacts[0]!.id, error);
      expect(failure.kind).toBe('error');
      expect(failure.message).toBe(`The contact could not be loaded from ${descriptor.title}: The PSA timed out.`);
    });
  });
}
