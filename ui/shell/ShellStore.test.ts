import { psaDescriptors } from '../../adapters/psa/registry';
import { featureModules } from '../../features/registry';
import { PsaRegistry } from '../../core/psa/PsaRegistry';
import type { PricePlanApi, Subscription } from '../../core/plans/Subscription';
import type { CompanyPolicies, CompanyPoliciesApi } from '../../core/policies/CompanyPolicies';
import { SessionService } from '../../core/session/SessionService';
import { InMemoryPodContextStore } from '../../core/testing/InMemoryPodContextStore';
import { InMemorySessionStore } from '../../core/testing/InMemorySessionStore';
import { ShellStore } from './ShellStore';

const psas = new PsaRegistry(psaDescriptors);
const PRO: Subscription = { name: 'Pro', isSubscriptionEnabled: true, isDemoSubscription: false, isSubscriptionObsolete: false };

/** Answers by hand, so a test decides when (and in which order) the server replies. */
function manualPolicies() {
  const calls: Array<{ psaId: string; companyId: string; answer(p: CompanyPolicies): void }> = [];
  const api: CompanyPoliciesApi = {
    getPolicies: (psaId, companyId) => new Promise((resolve) => calls.push({ psaId, companyId, answer: resolve })),
  };
  return { api, calls };
}

function setup() {
  let planCalls = 0;
  const plans: PricePlanApi = {
    myPlan: async () => {
      planCalls += 1;
      return PRO;
    },
    listPlans: async () => [],
  };
  const policies = manualPolicies();
  const sessions = new SessionService(new InMemorySessionStore({ accessToken: 'a', refreshToken: 'r', userId: 'u' }), new InMemoryPodContextStore());
  const store = new ShellStore(plans, policies.api, sessions, featureModules);
  return { store, sessions, policies, planCalls: () => planCalls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ShellStore', () => {
  it('starts on End User Verification with the default sub-pages, collapsed', () => {
    const { store } = setup();
    expect([store.page, store.expanded]).toEqual(['endUserVerification', false]);
  });

  it('loads the subscription once, even when asked twice at the same time', async () => {
    const { store, planCalls } = setup();
    await Promise.all([store.loadSubscription(), store.loadSubscription()]);
    await store.loadSubscription();
    expect(planCalls()).toBe(1);
    store.setPod({ psa: psas.byType('ConnectWise'), psaId: 'acme-cw', screen: 'contact' });
    expect(store.features).toEqual(['endUserVerification', 'secureDataSharing', 'technicianVerification', 'quickTicket']);
  });

  it('fetches policies only with a psaId and a companyId, and keeps the answer for the latest company', async () => {
    const { store, policies } = setup();
    store.setPod({ psa: psas.byType('Halo'), psaId: 'acme-halo', screen: 'ticket' });
    expect(policies.calls).toHaveLength(0);
    store.setCompanyId('co1');
    store.setCompanyId('co2');
    expect(policies.calls.map((c) => c.companyId)).toEqual(['co1', 'co2']);
    policies.calls[1]!.answer({ showVerificationBannerOnMount: false, verificationBannerText: 'second' });
    policies.calls[0]!.answer({ showVerificationBannerOnMount: true, verificationBannerText: 'first (stale)' });
    await flush();
    expect(store.policies?.verificationBannerText).toBe('second');
    expect(store.bannerOpen).toBe(false);
  });

  it('never fetches for SuperOps', () => {
    const { store, policies } = setup();
    store.setPod({ psa: psas.byType('SuperOps'), psaId: 'acme-superops', screen: 'ticket' });
    store.setCompanyId('co1');
    expect(policies.calls).toHaveLength(0);
  });

  it('signing out resets the page, the plan and the policies', async () => {
    const { store, sessions, policies } = setup();
    await store.loadSubscription();
    store.setPod({ psa: psas.byType('ConnectWise'), psaId: 'acme-cw', screen: 'ticket' });
    store.setCompanyId('co1');
    policies.calls[0]!.answer({ showVerificationBannerOnMount: true, verificationBannerText: 'policy' });
    await flush();
    store.show('smsMessaging');
    expect(store.bannerOpen).toBe(true);
    sessions.signOut();
    expect([store.page, store.subscription, store.policies, store.bannerOpen, store.features]).toEqual(['endUserVerification', null, null, false, []]);
  });
});
