import { psaDescriptors } from '@adapters/psa/registry';
import { PricePlanApiToken } from '@core/plans/Subscription';
import { CompanyPoliciesApiToken } from '@core/policies/CompanyPolicies';
import { PodServiceToken } from '@core/psa/PodService';
import { PodContextStoreToken } from '@core/session/PodContext';
import { SessionStoreToken } from '@core/session/Session';
import { UserApiToken } from '@core/user/User';
import { setupSandboxServer } from '@tests/support/sandboxServer';
import { readConfig } from './config';
import { buildContainer, ensureSignedInBindings } from './container';
import { prefetchPodAt } from './podPrefetch';
import { asServiceLocator } from './typedContainer';
import { jsdomHost } from '@tests/support/jsdomHost';

const { server } = setupSandboxServer();
const POD = 'http://localhost/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';

function app() {
  const container = buildContainer(readConfig({}), jsdomHost());
  return { container, services: asServiceLocator(container) };
}

/** Counts the API requests by path while a test runs. */
function countRequests(): Map<string, number> {
  const counts = new Map<string, number>();
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return counts;
}

/** Resolves once every path has been requested (whoever asked): no timer, the test's own limit applies. */
function requested(paths: string[]): Promise<void> {
  const waiting = new Set(paths);
  return new Promise((done) => {
    server.events.on('request:start', ({ request }) => {
      waiting.delete(new URL(request.url).pathname);
      if (waiting.size === 0) done();
    });
  });
}

afterEach(() => {
  server.events.removeAllListeners();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('prefetchPodAt', () => {
  it('remembers the pod as its calls leave, before any can answer 401, so signing in again returns to it', () => {
    const { services } = app();
    services.get(SessionStoreToken).save({ accessToken: 'expired', refreshToken: 'r', userId: 'u-tech' });
    expect(services.get(PodContextStoreToken).read().returnPath).toBeNull(); // a fresh tab
    expect(prefetchPodAt(services, new URL(POD))).toBe(true);
    expect(services.get(PodContextStoreToken).read()).toEqual({
      psa: 'ConnectWise',
      psaId: 'acme-cw',
      ticketId: '1001',
      screen: 'ticket',
      returnPath: '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket',
    });
  });

  it('remembers the pod without a session too (the guard then sends the visitor to sign in)', () => {
    const { services } = app();
    prefetchPodAt(services, new URL(POD));
    expect(services.get(PodContextStoreToken).read()).toMatchObject({ psa: 'ConnectWise', ticketId: '1001' });
  });

  it('asks for nothing without a session', () => {
    const counts = countRequests();
    const { services } = app();
    expect(prefetchPodAt(services, new URL(POD))).toBe(false);
    expect(counts.size).toBe(0);
  });

  it('asks for nothing on an address that is not a pod', async () => {
    const { services } = app();
    const session = await (
      await fetch('http://localhost/api/Token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
      })
    ).json();
    services.get(SessionStoreToken).save(session);
    const counts = countRequests();
    expect(prefetchPodAt(services, new URL('http://localhost/home'))).toBe(false);
    expect(counts.size).toBe(0);
  });

  it("starts the pod's requests, and the services that read them later ask the server once each; a refresh asks again", async () => {
    const { container, services } = app();
    const session = await (
      await fetch('http://localhost/api/Token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
      })
    ).json();
    services.get(SessionStoreToken).save(session);
    const counts = countRequests();
    const started = requested([
      `/api/User/${session.userId}`,
      '/api/PricePlan/myPlan',
      '/api/ConnectwisePod/acme-cw/ticket/1001',
    ]);
    expect(prefetchPodAt(services, new URL(POD))).toBe(true);
    // Before any page code is loaded or asks: the prefetch itself sent them.
    await started;
    await ensureSignedInBindings(container);
    const descriptor = psaDescriptors.find((d) => d.slug === 'connectwise')!;
    const [view, user, plan] = await Promise.all([
      services.get(PodServiceToken).load(descriptor, 'acme-cw', 'ticket', '1001'),
      services.get(UserApiToken).getUser(session.userId),
      services.get(PricePlanApiToken).myPlan(),
    ]);
    expect(view.ticket?.id).toBe('1001');
    expect(user.email).toBe('tech@sandbox.test');
    expect(plan).toBeTruthy();
    await services.get(CompanyPoliciesApiToken).getPolicies('acme-cw', view.company.id);
    expect(Object.fromEntries(counts)).toEqual({
      [`/api/User/${session.userId}`]: 1,
      '/api/PricePlan/myPlan': 1,
      '/api/ConnectwisePod/acme-cw/ticket/1001': 1,
      [`/api/CompanyVerificationSettings/acme-cw/company/${view.company.id}`]: 1,
    });
    // A refresh (hub reconnected, Try again) is never answered from the prefetch.
    await services.get(PodServiceToken).load(descriptor, 'acme-cw', 'ticket', '1001');
    expect(counts.get('/api/ConnectwisePod/acme-cw/ticket/1001')).toBe(2);
  });
});
