import type { Subscription } from '../plans/Subscription';
import type { PodScreen } from '../psa/podQuery';
import { PsaTypes } from '../psa/PsaType';
import type { FeatureId } from './Feature';
import { visibleFeatures } from './visibleFeatures';

/*
 * Expected sets written out by hand from spec section 6 (not computed by the code under test).
 * Letters, in sidebar/table order: E End User Verification, C Client Portal Chats, S Secure Data
 * Sharing, T Technician Verification, M SMS Messaging, Q Quick Ticket, W MS Teams Chats.
 */
const LETTERS: Record<string, FeatureId> = {
  E: 'endUserVerification', C: 'clientPortalChats', S: 'secureDataSharing', T: 'technicianVerification',
  M: 'smsMessaging', Q: 'quickTicket', W: 'MSTeamsChats',
};
const ids = (letters: string): FeatureId[] => letters.split(' ').filter(Boolean).map((l) => LETTERS[l]!);

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

const PSAS: Array<string | null> = [...Object.keys(PsaTypes), null];
const SCREENS: ScreenKey[] = ['ticket', 'contact', 'project_ticket', 'unknown'];
const PLANS: PlanKey[] = ['Pro', 'VerificationPlus', 'Free', 'no name'];
const FLAGS: Array<boolean | null> = [true, false, null];

function groupOf(psa: string | null): Group {
  if (psa === 'ConnectWise') return 'ConnectWise';
  if (psa === 'Halo' || psa === 'Autotask') return 'HaloOrAutotask';
  return 'Other';
}

function subscription(plan: PlanKey | string, demo: boolean | null, obsolete: boolean | null, enabled = true): Subscription {
  return { name: plan === 'no name' ? null : plan, isSubscriptionEnabled: enabled, isDemoSubscription: demo, isSubscriptionObsolete: obsolete };
}

const cases: Array<[string, string | null, ScreenKey, PlanKey, boolean | null, boolean | null, string]> = [];
for (const psa of PSAS)
  for (const screen of SCREENS)
    for (const plan of PLANS)
      for (const demo of FLAGS)
        for (const obsolete of FLAGS) {
          const skip = demo === true || (demo === null && obsolete === true);
          const expected = skip ? NO_PLAN_FILTER[groupOf(psa)][screen] : PLAN_FILTERED[groupOf(psa)][screen][plan];
          cases.push([`${psa ?? 'no PSA'} / ${screen} / ${plan} / demo ${demo} / obsolete ${obsolete}`, psa, screen, plan, demo, obsolete, expected]);
        }

describe('visibleFeatures: every PSA x screen x plan x subscription flag', () => {
  it('covers the whole grid', () => {
    expect(cases).toHaveLength(12 * 4 * 4 * 9);
  });

  it.each(cases)('%s', (_name, psa, screen, plan, demo, obsolete, expected) => {
    const input = { psa, screen: screen === 'unknown' ? null : screen, subscription: subscription(plan, demo, obsolete) };
    expect(visibleFeatures(input)).toEqual(ids(expected));
  });

  it.each(cases)('subscriptions not enabled: nothing (%s)', (_name, psa, screen, plan, demo, obsolete) => {
    const input = { psa, screen: screen === 'unknown' ? null : screen, subscription: subscription(plan, demo, obsolete, false) };
    expect(visibleFeatures(input)).toEqual([]);
  });
});

describe('visibleFeatures: edges', () => {
  it('shows nothing while the subscription is unknown', () => {
    expect(visibleFeatures({ psa: 'ConnectWise', screen: 'ticket', subscription: null })).toEqual([]);
  });

  it("reads 'Verification Plus' (the spec's spelling) as VerificationPlus", () => {
    const input = { psa: 'ConnectWise', screen: 'contact' as const, subscription: subscription('Verification Plus', false, false) };
    expect(visibleFeatures(input)).toEqual(ids('E S T Q'));
  });

  it('an unknown plan name unlocks nothing', () => {
    expect(visibleFeatures({ psa: 'ConnectWise', screen: 'ticket', subscription: subscription('Enterprise', false, false) })).toEqual([]);
  });
});
