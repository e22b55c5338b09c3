import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import type { featureModules } from '@features/registry';
import type { featureSandboxes } from '@features/sandboxRegistry';
import type { Sandbox } from '@sandbox/contract/createSandboxApp';
import { worldSummary } from '@sandbox/contract/routes/consoleRoutes';
import { ShellStoreToken } from '@ui/shell/ShellStore';
import { renderApp } from '../support/renderApp';
import { sandboxContract } from '../support/sandboxContract';
import { sessionFor, storeSignedInSession } from '../support/sandboxServer';
import { featureCases } from './featureCases';

type FeatureModule = (typeof featureModules)[number];
type FeatureSandbox = (typeof featureSandboxes)[number];

/** What the kit needs around one feature: the sandbox behind MSW. */
export interface FeatureConformanceContext {
  sandbox(): Sandbox;
  server: Pick<SetupServerApi, 'use'>;
}

/** Waits until the shell knows the plan, so the sidebar shows what gating decided. */
async function sidebarSettled(services: ReturnType<typeof renderApp>['services']) {
  await waitFor(() => expect(services.get(ShellStoreToken).subscription).not.toBeNull());
  return screen.findByRole('navigation', { name: 'Features' });
}

/**
 * The feature conformance kit for one registered module, as jest tests: its page loads in the shell where
 * gating allows it and is absent where gating forbids it. Run by tests/conformance/featureConformance.test.ts
 * for every module in features/registry.ts.
 */
export function runFeatureConformance(
  module: FeatureModule,
  { sandbox: sandboxOf, server }: FeatureConformanceContext,
) {
  describe(`feature ${module.id}`, () => {
    const cases = () => featureCases(module, worldSummary(sandboxOf().state));

    it('loads its page with its bindings and renders it in the shell where gating allows it', async () => {
      const { allowed } = cases();
      if (!allowed)
        throw new Error(
          `${module.id}: no sandbox pod (user x PSA x screen) shows it; check its gate against spec section 6.`,
        );
      storeSignedInSession(sandboxOf(), allowed.userId);
      const app = renderApp(allowed.url);
      const nav = await sidebarSettled(app.services);
      await userEvent.setup().click(await within(nav).findByRole('button', { name: module.title }));
      // The page lives in the address: the router applies the new query a moment after the click.
      await waitFor(() =>
        expect(within(nav).getByRole('button', { name: module.title })).toHaveAttribute('aria-current', 'page'),
      );
      // The outlet (in the page, or embedded in the pod's card for the default feature) reaches 'ready'
      // only after its chunk loaded and its bindings were bound; a token the page resolves but the
      // bindings miss throws while rendering and leaves no outlet.
      const outlet = await waitFor(() => {
        const found = app.container.querySelector(`[data-feature="${module.id}"]`);
        expect(found).toHaveAttribute('data-state', 'ready');
        return found!;
      });
      expect(outlet.textContent?.trim()).not.toBe('');
      // One product: the page opens with the kit's header, and its icon is the one on its sidebar item.
      const sidebarIcon = within(nav)
        .getByRole('button', { name: module.title })
        .querySelector('svg[data-icon]')
        ?.getAttribute('data-icon');
      const headerIcon = await waitFor(() => {
        const icon = outlet.querySelector('.kit-feature-header__icon svg[data-icon]');
        expect(icon).not.toBeNull();
        return icon!.getAttribute('data-icon');
      });
      expect(headerIcon).toBe(sidebarIcon);
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    });

    it('is absent where gating forbids it', async () => {
      const { allowed, forbidden } = cases();
      const where = forbidden ?? allowed!;
      if (!forbidden) {
        // Every sandbox pod shows it (all PSAs, screens and plans): only a disabled subscription hides it.
        server.use(
          http.get('*/PricePlan/myPlan', () =>
            HttpResponse.json({
              name: 'Pro',
              isSubscriptionEnabled: false,
              isDemoSubscription: false,
              isSubscriptionObsolete: false,
            }),
          ),
        );
      }
      storeSignedInSession(sandboxOf(), where.userId);
      const app = renderApp(where.url);
      const nav = await sidebarSettled(app.services);
      expect(within(nav).getByRole('button', { name: 'Home' })).toBeInTheDocument();
      expect(within(nav).queryByRole('button', { name: module.title })).not.toBeInTheDocument();
    });
  });
}

/**
 * Values for route and query parameters, from the seeded world's first ConnectWise ticket of the Pro
 * tenant (its contact Alice, her company). Every GET is asked with them; one answering 200 is enough.
 */
const SAMPLE_PARAMS: Record<string, string> = {
  psaId: 'acme-cw',
  crmId: 'acme-cw',
  ticketId: '1001',
  contactId: 'acme-cw-co1-ct1',
  companyId: 'acme-cw-co1',
  id: '1001',
};

/** The sample values of the query parameters the contract declares for the GET (the sandbox refuses others). */
function sampleQuery(path: string): string {
  const declared = sandboxContract()
    .index.find('GET', path)
    ?.operation.parameters.filter((p) => p.in === 'query')
    .map((p) => p.name);
  const query = new URLSearchParams((declared ?? []).map((name) => [name, SAMPLE_PARAMS[name] ?? '1']));
  return query.size ? `?${query}` : '';
}

/** The kit for one feature's sandbox part with an API: its GETs answer a technician, behind the bearer check. */
export function runFeatureSandboxConformance(
  part: FeatureSandbox,
  { sandbox: sandboxOf }: Pick<FeatureConformanceContext, 'sandbox'>,
) {
  if (!part.api) return;
  const api = part.api;
  describe(`sandbox part of ${part.id}`, () => {
    const gets = () =>
      [...new Set(api.routes.filter((r) => r.method === 'GET').map((r) => r.path))].map((route) => {
        const path = route.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? '1'));
        return `/api${path}${sampleQuery(path)}`;
      });

    it('its contract routes answer a signed-in technician (at least one GET with 200)', async () => {
      const { accessToken } = sessionFor(sandboxOf(), 'u-tech');
      const answers = await Promise.all(
        gets().map(
          async (path) =>
            [
              path,
              (
                await sandboxOf().fetch(
                  new Request(`http://sandbox.test${path}`, { headers: { Authorization: `Bearer ${accessToken}` } }),
                )
              ).status,
            ] as const,
        ),
      );
      expect(answers.filter(([, status]) => status === 200).length).toBeGreaterThan(0);
      for (const [path, status] of answers) expect([path, status < 500]).toEqual([path, true]);
    });

    it('its contract routes sit behind the bearer check', async () => {
      for (const path of gets())
        expect([path, (await sandboxOf().fetch(new Request(`http://sandbox.test${path}`))).status]).toEqual([
          path,
          401,
        ]);
    });
  });
}
