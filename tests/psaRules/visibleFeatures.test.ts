import type { Subscription } from '@core/plans/Subscription';
import type { PodScreen } from '@core/psa/podQuery';
import { psaDescriptors } from '@adapters/psa/registry';
import { featureModules } from '@features/registry';
import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import type { FeatureId } from '@core/features/Feature';
import { visibleFeatures, type GatingInput } from '@core/features/visibleFeatures';

/*
 * Gating through the registries: the PSA comes as its registered descriptor (its capabilities), the
 * features as the registered modules' gates (features/registry.ts, stubs included), so a wrong
 * capability in a descriptor or a wrong gate in a module.ts fails here.
 */
const psas = new PsaRegistry(psaDescriptors);

/*
 * Expected sets written out by hand from spec section 6 (not computed by the code under test).
 * Letters, in sidebar/table order: E End User Verification, C Client Portal Chats, S Secure Data
 * Sharing, T Technician Verification, M SMS Messaging, Q Quick Ticket, W MS Teams Chats.
 */
const LETTERS: Record<string, FeatureId> = {
  E: 'endUserVerification',
  C: 'clientPortalChats',
  S: 'secureDataSharing',
  T: 'technicianVerification',
  M: 'smsMessaging',
  Q: 'quickTicket',
  W: 'msTeamsChats',
};
const ids = (letters: string): FeatureId[] =>
  letters
    .split(' ')
    .filter(Boolean)
    .map((l) => LETTERS[l]!);
/** The spec's seven features: a feature added later has its gate checked by the feature kit, not by this table. */
const SPEC_FEATURES = new Set<string>(Object.values(LETTERS));
const visible = (input: GatingInput) => visibleFeatures(input, featureModules).filter((id) => SPEC_FEATURES.has(id));

type Group = 'ConnectWise' | 'HaloOrAutotask' | 'Other';
type ScreenKey = PodScreen | 'unknown';
type PlanKey = 'Pro' | 'VerificationPlus' | 'Free' | 'no name';

/** Not a demo (plan-filtered case): MS Teams Chats never shows. */
const PLAN_FILTERED: Record<Group, Record<ScreenKey, Record<PlanKey, string>>> = {
  ConnectWise: {
    ticket: { Pro: 'E C S T M', VerificationPlus: 'E S T', Free: 'E S', 'no name': 'E C S T M' },
    contact: { Pro: 'E S T Q', VerificationPlus: 'E S T Q', Free: 'E S Q', 'no name': 'E S T Q' },
    project_ticket: { Pro: 'E S T M', VerificationPlus: 'E S T', Free: 'E S', 'no name': 'E S T M' },
    unknown: { Pro: 'E C S T M Q', VerificationPlus: 'E S T Q', Free: 'E S Q', 'no name': 'E C S T M Q' },
  },
  HaloOrAutotask: {
    ticket: { Pro: 'E C S T M', VerificationPlus: 'E S T', Free: 'E S', 'no name': 'E C S T M' },
    contact: { Pro: 'E S T', VerificationPlus: 'E S T', Free: 'E S', 'no name': 'E S T' },
    project_ticket: { Pro: 'E S T M', VerificationPlus: 'E S T', Free: 'E S', 'no name': 'E S T M' },
    unknown: { Pro: 'E C S T M', VerificationPlus: 'E S T', Free: 'E S', 'no name': 'E C S T M' },
  },
  Other: {
    ticket: { Pro: 'E S T M', VerificationPlus: 'E S T', Free: 'E S', 'no name': 'E S T M' },
    contact: { Pro: 'E S T', VerificationPlus: 'E S T', Free: 'E S', 'no name': 'E S T' },
    project_ticket: { Pro: 'E S T M', VerificationPlus: 'E S T', Free: 'E S', 'no name': 'E S T M' },
    unknown: { Pro: 'E S T M', VerificationPlus: 'E S T', Free: 'E S', 'no name': 'E S T M' },
  },
};

/** Demo (or obsolete with the demo flag absent): no plan filter, MS Teams Chats stays. */
const NO_PLAN_FILTER: Record<Group, Record<ScreenKey, string>> = {
  ConnectWise: { ticket: 'E C S T M W', contact: 'E S T Q', project_ticket: 'E S T M', unknown: 'E C S T M Q W' },
  HaloOrAutotask: { ticket: 'E C S T M', contact: 'E S T', project_ticket: 'E S T M', unknown: 'E C S T M' },
  Other: { ticket: 'E S T M', contact: 'E S T', project_ticket: 'E S T M', unknown: 'E S T M' },
};

const PSAS: Array<PsaDescriptor | null> = [...psaDescriptors, null];
const SCREENS: ScreenKey[] = ['ticket', 'contact', 'project_ticket', 'unknown'];
const PLANS: PlanKey[] = ['Pro', 'VerificationPlus', 'Free', 'no name'];
const FLAGS: Array<boolean | null> = [true, false, null];

function groupOf(psa: PsaDescriptor | null): Group {
  if (psa?.type === 'ConnectWise') return 'ConnectWise';
  if (psa?.type === 'Halo' || psa?.type === 'Autotask') return 'HaloOrAutotask';
  return 'Other';
}

function subscription(
  plan: PlanKey | string,
  demo: boolean | null,
  obsolete: boolean | null,
  enabled = true,
): Subscription {
  return {
    name: plan === 'no name' ? null : plan,
    isSubscriptionEnabled: enabled,
    isDemoSubscription: demo,
    isSubscriptionObsolete: obsolete,
  };
}

const cases: Array<[string, PsaDescriptor | null, ScreenKey, PlanKey, boolean | null, boolean | null, string]> = [];
for (const psa of PSAS)
  for (const screen of SCREENS)
    for (const plan of PLANS)
      for (const demo of FLAGS)
        for (const obsolete of FLAGS) {
          const skip = demo === true || (demo === null && obsolete === true);
          const expected = skip ? NO_PLAN_FILTER[groupOf(psa)][screen] : PLAN_FILTERED[groupOf(psa)][screen][plan];
          cases.push([
            `${psa?.type ?? 'no PSA'} / ${screen} / ${plan} / demo ${demo} / obsolete ${obsolete}`,
            psa,
            screen,
            plan,
            demo,
            obsolete,
            expected,
          ]);
        }

describe('visibleFeatures: every PSA x screen x plan x subscription flag', () => {
  it('covers the whole grid', () => {
    expect(cases).toHaveLength((psaDescriptors.length + 1) * SCREENS.length * PLANS.length * FLAGS.length ** 2);
  });

  it.each(cases)('%s', (_name, psa, screen, plan, demo, obsolete, expected) => {
    const input = {
      psa,
      screen: screen === 'unknown' ? null : screen,
      subscription: subscription(plan, demo, obsolete),
    };
    expect(visible(input)).toEqual(ids(expected));
  });

  it.each(cases)('subscriptions not enabled: nothing (%s)', (_name, psa, screen, plan, demo, obsolete) => {
    const input = {
      psa,
      screen: screen === 'unknown' ? null : screen,
      subscription: subscription(plan, demo, obsolete, false),
    };
    expect(visible(input)).toEqual([]);
  });
});

describe('visibleFeatures: edges', () => {
  it('shows nothing while the subscription is unknown', () => {
    expect(visible({ psa: psas.byType('ConnectWise'), screen: 'ticket', subscription: null })).toEqual([]);
  });

  it("reads 'Verification Plus' (the spec's spelling) as VerificationPlus", () => {
    const input = {
      psa: psas.byType('ConnectWise'),
      screen: 'contact' as const,
      subscription: subscription('Verification Plus', false, false),
    };
    expect(visible(input)).toEqual(ids('E S T Q'));
  });

  it('an unknown plan name unlocks nothing', () => {
    expect(
      visible({
        psa: psas.byType('ConnectWise'),
        screen: 'ticket',
        subscription: subscription('Enterprise', false, false),
      }),
    ).toEqual([]);
  });
});
