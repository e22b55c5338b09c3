import { psaDescriptors } from '@adapters/psa/registry';
import { visibleFeatures } from '@core/features/visibleFeatures';
import type { Subscription } from '@core/plans/Subscription';
import type { PodScreen } from '@core/psa/podQuery';
import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import { SANDBOX_MFA_CODE } from '@sandbox/world/seedWorld';
import { featureModules } from '@features/registry';
import type { FeatureModule } from '@ui/features/FeatureModule';

/**
 * The sandbox users the kit signs in as, with the subscription the sandbox gives their tenant and the roles it gives
 * them (Max Factor approves verifications: a feature gated by a role shows to him, not to Tess).
 */
const USERS: ReadonlyArray<{
  userId: string;
  email: string;
  mfaCode?: string;
  subscription: Subscription;
  roles?: string[];
}> = [
  { userId: 'u-tech', email: 'tech@sandbox.test', subscription: plan('Pro') },
  {
    userId: 'u-mfa',
    email: 'mfa@sandbox.test',
    mfaCode: SANDBOX_MFA_CODE,
    subscription: plan('Pro'),
    roles: ['verificationApprover'],
  },
  { userId: 'u-plus', email: 'plus@sandbox.test', subscription: plan('VerificationPlus') },
  { userId: 'u-free', email: 'free@sandbox.test', subscription: plan('Free') },
  { userId: 'u-demo', email: 'demo@sandbox.test', subscription: { ...plan('Free'), isDemoSubscription: true } },
];

function plan(name: string): Subscription {
  return { name, isSubscriptionEnabled: true, isDemoSubscription: false, isSubscriptionObsolete: false };
}

/** What the kit needs of the seeded world (GET /__sandbox/world answers it; jest reads worldSummary). */
export interface WorldView {
  users: ReadonlyArray<{ id: string; tenantId: string }>;
  tenants: ReadonlyArray<{ id: string; alias: string }>;
  tickets: ReadonlyArray<{ psaId: string; kind: string; contactId: string | null; podUrl: string | null }>;
  contacts: ReadonlyArray<{ psaId: string; podUrl: string }>;
}

/** A pod a technician opens: who, which PSA and screen, and its URL. */
export interface FeatureCase {
  userId: string;
  email: string;
  /** The code a sign-in by the form needs (Max Factor's account asks for one). */
  mfaCode?: string;
  psa: PsaDescriptor;
  screen: PodScreen;
  url: string;
}

/** Every pod the kit may open: each sandbox user x registered PSA x screen that PSA shows. */
function allCases(world: WorldView): FeatureCase[] {
  const cases: FeatureCase[] = [];
  for (const user of USERS) {
    const tenantId = world.users.find((u) => u.id === user.userId)?.tenantId;
    const alias = world.tenants.find((t) => t.id === tenantId)?.alias;
    if (!alias) continue;
    for (const psa of psaDescriptors) {
      const psaId = `${alias}-${psa.sandbox.psaIdSuffix}`;
      const screens: PodScreen[] = psa.lookups.ticket
        ? ['ticket', 'contact', ...(psa.lookups.projectTicket ? ['project_ticket' as const] : [])]
        : ['contact'];
      for (const screen of screens) {
        const url =
          screen === 'contact'
            ? world.contacts.find((c) => c.psaId === psaId)?.podUrl
            : world.tickets.find((t) => t.psaId === psaId && t.kind === screen && t.contactId)?.podUrl;
        if (url) cases.push({ userId: user.userId, email: user.email, mfaCode: user.mfaCode, psa, screen, url });
      }
    }
  }
  return cases;
}

const shows = (module: FeatureModule, c: FeatureCase) => {
  const user = USERS.find((u) => u.userId === c.userId)!;
  return visibleFeatures(
    { psa: c.psa, screen: c.screen, subscription: user.subscription, roles: user.roles },
    featureModules,
  ).includes(module.id);
};

/**
 * A pod where gating (spec section 6, through the registries) shows the feature, and one where it
 * hides it (null when every sandbox pod shows it: then only a disabled subscription hides it).
 */
export function featureCases(
  module: FeatureModule,
  world: WorldView,
): { allowed: FeatureCase | null; forbidden: FeatureCase | null } {
  const cases = allCases(world);
  return {
    allowed: cases.find((c) => shows(module, c)) ?? null,
    forbidden: cases.find((c) => !shows(module, c)) ?? null,
  };
}
