import { psaDescriptors } from '@adapters/psa/registry';
import { DUO_USER_EMAILS } from '../../identity/duoRoutes';
import { SANDBOX_MFA_CODE, SANDBOX_PASSWORD } from '../../world/seedWorld';
import { contactPodUrl, podUrl } from '../podLinks';
import type { SandboxState } from '../SandboxState';

/** The seeded world as tests and people need it: who can sign in, which tickets exist. */
export function worldSummary(state: SandboxState) {
  const { world } = state;
  return {
    password: SANDBOX_PASSWORD,
    mfaCode: SANDBOX_MFA_CODE,
    tenants: world.tenants.map(({ id, alias, name, plan }) => ({ id, alias, name, plan })),
    users: world.users.map((u) => ({
      id: u.id,
      email: u.email,
      username: u.username,
      tenantId: u.tenantId,
      plan: state.tenantOf(u).plan,
      signIn: u.mfaCode ? 'mfa' : u.singleSignOn ? 'sso' : DUO_USER_EMAILS.has(u.email) ? 'duo' : 'password',
    })),
    psas: world.psas,
    companies: world.companies,
    contacts: world.contacts.map((ct) => {
      const psa = world.psas.find((p) => p.psaId === ct.psaId)!;
      const { id, psaId, companyId, name, optedStatus } = ct;
      return { id, psaId, companyId, name, optedStatus, psaType: psa.type, podUrl: contactPodUrl(psa, ct) };
    }),
    // A ticket's pod URL only where the PSA looks tickets up: elsewhere (Kaseya, Microsoft 365, import
    // integrations) the pod reads the id as a contact id, so a ticket link would open the wrong record.
    tickets: world.tickets.map((t) => {
      const psa = world.psas.find((p) => p.psaId === t.psaId)!;
      return { ...t, psaType: psa.type, podUrl: hasTicketLookups(psa.type) ? podUrl(psa, t) : null };
    }),
  };
}

function hasTicketLookups(psaType: string): boolean {
  return psaDescriptors.some((d) => d.type === psaType && !!d.lookups.ticket);
}

export type WorldSummary = ReturnType<typeof worldSummary>;
type SummaryTicket = WorldSummary['tickets'][number] & { podUrl: string };

/** One ticket with a contact per Acme PSA that looks tickets up (the others open on contacts). */
export function firstTicketPerPsa(summary: WorldSummary): SummaryTicket[] {
  return summary.psas
    .filter((p) => p.tenantId === 't-acme')
    .map((p) =>
      summary.tickets.find(
        (t): t is SummaryTicket => t.psaId === p.psaId && !!t.contactId && t.kind === 'ticket' && !!t.podUrl,
      ),
    )
    .filter((t): t is SummaryTicket => !!t);
}

/** One contact per Acme PSA (a contact screen works on every PSA). */
export function firstContactPerPsa(summary: WorldSummary): WorldSummary['contacts'] {
  return summary.psas
    .filter((p) => p.tenantId === 't-acme')
    .map((p) => summary.contacts.find((ct) => ct.psaId === p.psaId))
    .filter((ct): ct is WorldSummary['contacts'][number] => !!ct);
}
