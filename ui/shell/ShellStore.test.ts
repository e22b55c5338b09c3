import { psaDescriptors } from '@adapters/psa/registry';
import { featureModules } from '@features/api/testing';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import type { PricePlanApi, Subscription } from '@core/plans/Subscription';
import type { CompanyPolicies, CompanyPoliciesApi } from '@core/policies/CompanyPolicies';
import { SessionService } from '@core/session/SessionService';
import { InMemoryPodContextStore } from '@core/testing/InMemoryPodContextStore';
import { InMemorySessionStore } from '@core/testing/InMemorySessionStore';
import { StorageRememberedPolicies } from '@adapters/storage/StorageRememberedPolicies';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { waitFor } from '@testing-library/react';
import type { User } from '@core/user/User';
import { withoutLaterFeatures } from '@tests/support/specFeatures';
import { CurrentUserStore } from '../session/CurrentUserStore';
import { ShellStore } from './ShellStore';

const psas = new PsaRegistry(psaDescriptors);
const PRO: Subscription = {
  name: 'Pro',
  isSubscriptionEnabled: true,
  isDemoSubscription: false,
  isSubscriptionObsolete: false,
};

const TECHNICIAN: User = { id: 'u', email: 'tess@example.test', username: 'Tess Tech', tenantId: 't-1' };

/** Answers by hand, so a test decides when (and in which order) the server replies. */
function manualPolicies() {
  const calls: Array<{ psaId: string; companyId: string; answer(p: CompanyPolicies): void; fail(e: Error): void }> = [];
  const api: CompanyPoliciesApi = {
    getPolicies: (psaId, companyId) =>
      new Promise((resolve, reject) => calls.push({ psaId, companyId, answer: resolve, fail: reject })),
  };
  return { api, calls };
}

/** The app's storage adapter on jsdom's local storage (cleared before each test), as the container binds it. */
function setup(userId = 'u') {
  let planCalls = 0;
  const plans: PricePlanApi = {
    myPlan: async () => {
      planCalls += 1;
      return PRO;
    },
    listPlans: async () => [],
  };
  const policies = manualPolicies();
  const sessions = new SessionService(
    new InMemorySessionStore({ accessToken: 'a', refreshToken: 'r', userId }),
    new InMemoryPodContextStore(),
  );
  const remembered = new StorageRememberedPolicies(() => localStorage);
  const currentUser = new CurrentUserStore({ getUser: async (id) => ({ ...TECHNICIAN, id }) }, sessions);
  const hub = new FakeRealtimeHub();
  const store = new ShellStore(plans, policies.api, sessions, featureModules, remembered, currentUser, () => hub);
  return { store, sessions, policies, remembered, hub, currentUser, planCalls: () => planCalls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const NO_POD_CONTEXT = {
  psa: null,
  psaId: null,
  screen: 'ticket',
  ticket: null,
  company: null,
  contact: null,
  ready: true,
} as const;

describe('ShellStore', () => {
  beforeEach(() => localStorage.clear());

  it('start() loads the technician, then their plan and the hub for their tenant, again when the pod changes', async () => {
    const { store, hub, currentUser, planCalls } = setup();
    const stop = store.start(() => ({ ...NO_POD_CONTEXT }));
    expect(hub.startedFor).toEqual([]);
    await waitFor(() => expect(hub.startedFor).toEqual(['t-1']));
    expect(currentUser.user?.tenantId).toBe('t-1');
    await waitFor(() => expect(store.subscription?.name).toBe('Pro'));
    expect(planCalls()).toBe(1);
    store.setPod({ psa: psas.byType('ConnectWise'), psaId: 'acme-cw', screen: 'ticket' });
    expect(hub.startedFor).toEqual(['t-1', 't-1']);
    stop();
    store.setPod({ psa: psas.byType('ConnectWise'), psaId: 'acme-cw', screen: 'contact' });
    expect(hub.startedFor).toEqual(['t-1', 't-1']);
    expect(planCalls()).toBe(1);
  });

  it("start() counts the hub's notices on the sidebar's items until it is stopped", async () => {
    const { store, hub } = setup();
    const stop = store.start(() => ({ ...NO_POD_CONTEXT }));
    const listening = featureModules.filter((m) => m.notices).map((m) => m.notices!.event.name);
    expect(listening.length).toBeGreaterThan(0);
    expect(listening.every((event) => hub.listenerCount(event) === 1)).toBe(true);
    stop();
    expect(listening.every((event) => hub.listenerCount(event) === 0)).toBe(true);
  });

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
    expect(withoutLaterFeatures(store.features)).toEqual([
      'endUserVerification',
      'secureDataSharing',
      'technicianVerification',
      'quickTicket',
    ]);
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
    expect([store.page, store.subscription, store.policies, store.bannerOpen, store.features]).toEqual([
      'endUserVerification',
      null,
      null,
      false,
      [],
    ]);
  });

  describe('remembered policies (stale-while-revalidate)', () => {
    const ONE: CompanyPolicies = { showVerificationBannerOnMount: true, verificationBannerText: 'Verify by SMS code.' };
    const TWO: CompanyPolicies = { showVerificationBannerOnMount: true, verificationBannerText: 'Verify by push.' };
    const openCompany = (store: ShellStore, companyId = 'co1', psaId = 'acme-cw') => {
      store.setPod({ psa: psas.byType('ConnectWise'), psaId, screen: 'ticket' });
      store.setCompanyId(companyId);
    };
    /** A first open in this browser: the server's answer is remembered. */
    const firstOpen = async (policies: CompanyPolicies, userId = 'u', companyId = 'co1', psaId = 'acme-cw') => {
      const first = setup(userId);
      openCompany(first.store, companyId, psaId);
      first.policies.calls[0]!.answer(policies);
      await flush();
      return first;
    };

    it('shows the last answer at once on a repeat open, in the same call that names the company, and still asks the server', async () => {
      await firstOpen(ONE);
      const { store, policies } = setup();
      openCompany(store);
      // Synchronously: the render that shows the record shows the banner too.
      expect([store.policies, store.bannerOpen]).toEqual([ONE, true]);
      expect(policies.calls.map((c) => c.companyId)).toEqual(['co1']);
    });

    it('a first open shows nothing until the server answers', async () => {
      const { store, policies } = setup();
      openCompany(store);
      expect([store.policies, store.bannerOpen]).toEqual([null, false]);
      policies.calls[0]!.answer(ONE);
      await flush();
      expect([store.policies, store.bannerOpen]).toEqual([ONE, true]);
    });

    it("replaces the remembered policies by the server's when they changed, and remembers those", async () => {
      await firstOpen(ONE);
      const second = setup();
      openCompany(second.store);
      second.policies.calls[0]!.answer(TWO);
      await flush();
      expect(second.store.policies).toEqual(TWO);
      const third = setup();
      openCompany(third.store);
      expect(third.store.policies).toEqual(TWO);
    });

    it('an unchanged answer leaves the banner as the technician left it', async () => {
      await firstOpen(ONE);
      const { store, policies } = setup();
      openCompany(store);
      store.closeBanner();
      policies.calls[0]!.answer({ ...ONE });
      await flush();
      expect([store.policies, store.bannerOpen]).toEqual([ONE, false]);
    });

    it('removes them when the server says the company has none (no banner on mount, no text)', async () => {
      await firstOpen(ONE);
      const second = setup();
      openCompany(second.store);
      second.policies.calls[0]!.answer({ showVerificationBannerOnMount: false, verificationBannerText: '' });
      await flush();
      expect([second.store.policies, second.store.bannerOpen]).toEqual([null, false]);
      const third = setup();
      openCompany(third.store);
      expect(third.store.policies).toBeNull();
    });

    it('keeps them when the request fails', async () => {
      await firstOpen(ONE);
      const second = setup();
      openCompany(second.store);
      second.policies.calls[0]!.fail(new Error('The server could not be reached.'));
      await flush();
      expect([second.store.policies, second.store.bannerOpen]).toEqual([ONE, true]);
      const third = setup();
      openCompany(third.store);
      expect(third.store.policies).toEqual(ONE);
    });

    it('keeps them per signed-in user, PSA integration and company', async () => {
      await firstOpen(ONE, 'u', 'co1', 'acme-cw');
      for (const [userId, companyId, psaId] of [
        ['other-user', 'co1', 'acme-cw'],
        ['u', 'co2', 'acme-cw'],
        ['u', 'co1', 'other-cw'],
      ] as const) {
        const { store } = setup(userId);
        openCompany(store, companyId, psaId);
        expect(store.policies).toBeNull();
      }
      const same = setup('u');
      openCompany(same.store, 'co1', 'acme-cw');
      expect(same.store.policies).toEqual(ONE);
    });

    it('a closed banner stays closed on the next opens of the company, until its text changes', async () => {
      const first = await firstOpen(ONE);
      first.store.closeBanner();
      const again = setup();
      openCompany(again.store);
      expect([again.store.policies, again.store.bannerOpen]).toEqual([ONE, false]);
      again.policies.calls[0]!.answer({ ...ONE });
      await flush();
      expect(again.store.bannerOpen).toBe(false);
      // The button still opens it on demand.
      again.store.openBanner();
      expect(again.store.bannerOpen).toBe(true);
      // Another technician on this browser, or another company, still gets it on mount.
      const other = await firstOpen(ONE, 'other-user');
      expect(other.store.bannerOpen).toBe(true);
      // A new text opens it again.
      const changed = setup();
      openCompany(changed.store);
      changed.policies.calls[0]!.answer(TWO);
      await flush();
      expect([changed.store.policies, changed.store.bannerOpen]).toEqual([TWO, true]);
    });

    it("moving to another company never shows the previous company's policies", async () => {
      const { store, policies } = await firstOpen(ONE);
      store.setCompanyId('co2');
      expect(store.policies).toBeNull();
      expect(policies.calls.map((c) => c.companyId)).toEqual(['co1', 'co2']);
    });
  });
});
