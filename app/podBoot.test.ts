import { createHash } from 'node:crypto';
import { waitFor } from '@testing-library/react';
import { earlyCallsOfPage } from '@adapters/http/earlyAnswers';
import { EARLY_CALLS_GLOBAL } from '@adapters/http/earlyCallsGlobal';
import { podEarlyCalls, podEarlyCallsJson } from '@adapters/http/podEarlyCalls';
import { psaDescriptors } from '@adapters/psa/registry';
import { SESSION_KEYS } from '@adapters/storage/BrowserSessionStore';
import { HttpClientToken } from '@adapters/http/HttpClientToken';
import { companyVerificationSettingsPath } from '@adapters/http/sharedGet';
import { SIGN_IN_PATH } from '@core/navigation/Navigator';
import { CompanyPoliciesApiToken } from '@core/policies/CompanyPolicies';
import { podRoutePath } from '@core/psa/podRoutePath';
import { SessionStoreToken } from '@core/session/Session';
import { POD_BOOT_SCRIPT, POD_EARLY_CALLS_ID, podBootScriptSource } from '@scripts/deploy/podBootScript';
import { setupSandboxServer } from '@tests/support/sandboxServer';
import { readConfig } from './config';
import { BrowserNavigatorToken, buildContainer, ensureSignedInBindings } from './container';
import { prefetchPodAt } from './podPrefetch';
import { asServiceLocator } from './typedContainer';
import { jsdomHost } from '@tests/support/jsdomHost';

const { server } = setupSandboxServer();

/** The document as the build serves it (the table in its JSON block) at `path`, then the boot script's run. */
function boot(path: string) {
  window.history.replaceState(null, '', path);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = POD_EARLY_CALLS_ID;
  block.textContent = podEarlyCallsJson(podEarlyCalls(readConfig({}).apiUrl));
  document.head.replaceChildren(block);
  new Function(POD_BOOT_SCRIPT)();
}

/** The app's start as app/main.tsx makes it: the container, then the pod's prefetch, before the router attaches. */
function startApp() {
  const container = buildContainer(readConfig({}), jsdomHost());
  const services = asServiceLocator(container);
  prefetchPodAt(services, new URL(window.location.href));
  return Object.assign(services, { container });
}

function storeSession(accessToken: string, userId = 'u-tech') {
  localStorage.setItem(SESSION_KEYS.accessToken, accessToken);
  localStorage.setItem(SESSION_KEYS.userId, userId);
}

async function signIn(): Promise<{ accessToken: string; userId: string }> {
  const response = await fetch('http://localhost/api/Token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
  });
  return (await response.json()) as { accessToken: string; userId: string };
}

/** Counts what reaches the server (the sandbox behind MSW) by method and path. */
function serverRequests(): Map<string, number> {
  const counts = new Map<string, number>();
  server.events.on('request:start', ({ request }) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

// The fetch MSW put in place (at listen, after this module loaded), put back after a test that replaced it.
let realFetch: typeof window.fetch;
beforeEach(() => {
  realFetch = window.fetch;
});
afterEach(() => {
  window.fetch = realFetch;
  server.events.removeAllListeners();
  delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
  document.head.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("the pod's boot script", () => {
  it('is allowed by its hash, which the table of calls does not change', () => {
    const hash = createHash('sha256').update(POD_BOOT_SCRIPT).digest('base64');
    expect(podBootScriptSource()).toBe(`'sha256-${hash}'`);
    expect(POD_BOOT_SCRIPT).not.toContain('/api');
    expect(podEarlyCalls('/api').session).toEqual({ token: SESSION_KEYS.accessToken, userId: SESSION_KEYS.userId });
  });

  it('starts the user, the plan and the ticket with the document, the settings once the ticket names the company; the app asks none again', async () => {
    const session = await signIn();
    storeSession(session.accessToken, session.userId);
    const counts = serverRequests();
    boot('/pod/connectwise/acme-cw?ticketId=1001&screen=ticket');
    // Before any of the app's code ran: the boot script's own calls.
    expect(earlyCallsOfPage().map((call) => new URL(call.url).pathname)).toEqual([
      `/api/User/${session.userId}`,
      '/api/PricePlan/myPlan',
      '/api/ConnectwisePod/acme-cw/ticket/1001',
    ]);
    const services = startApp();
    // The settings the record's answer started, taken by the first feature that reads them (the policies banner).
    await waitFor(() => expect(counts.size).toBe(4));
    await ensureSignedInBindings(services.container);
    await services.get(CompanyPoliciesApiToken).getPolicies('acme-cw', 'acme-cw-co1');
    expect(earlyCallsOfPage()).toEqual([]);
    expect(Object.fromEntries(counts)).toEqual({
      [`GET /api/User/${session.userId}`]: 1,
      'GET /api/PricePlan/myPlan': 1,
      'GET /api/ConnectwisePod/acme-cw/ticket/1001': 1,
      'GET /api/CompanyVerificationSettings/acme-cw/company/acme-cw-co1': 1,
    });
  });

  it('starts nothing without a stored session or away from a pod', () => {
    const calls = jest.fn(realFetch);
    window.fetch = calls;
    boot('/pod/connectwise/acme-cw?ticketId=1001');
    storeSession('t');
    boot('/home');
    boot('/login');
    expect(calls).not.toHaveBeenCalled();
    expect(earlyCallsOfPage()).toEqual([]);
  });

  // Every PSA's routes and screens: the script's calls are exactly the app's prefetch (app/podPrefetch.ts), taken all.
  const cases = psaDescriptors.flatMap((descriptor) =>
    descriptor.variants.flatMap((variant) =>
      ['ticket', 'project_ticket', 'contact', ''].map((screen) => {
        const query = screen ? `?ticketId=7%2F1&screen=${screen}` : '';
        return `/${podRoutePath(descriptor.slug, variant).replace(':psaId', 'p%20one')}${query}`;
      }),
    ),
  );
  it.each(cases)("at %s makes the app's prefetch calls, each taken by the app, none sent again", async (path) => {
    storeSession('token value', 'u 1');
    const fetched: string[] = [];
    window.fetch = (input) => {
      fetched.push(String(input));
      const body = JSON.stringify({ CompanyId: ' co 9 ' });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
    };
    const counts = serverRequests();
    boot(path);
    const services = startApp();
    const withRecord = path.includes('ticketId');
    // The app's prefetch took the user, the plan and the record; the settings wait for the feature that reads them.
    await waitFor(() => expect(fetched.length).toBe(withRecord ? 4 : 2));
    await waitFor(() => expect(earlyCallsOfPage().length).toBe(withRecord ? 1 : 0));
    if (withRecord) {
      const psaId = /\/(p[^/]*one)/.exec(path)![1]!;
      await services.get(HttpClientToken).get(companyVerificationSettingsPath(psaId, 'co 9'));
    }
    expect(earlyCallsOfPage()).toEqual([]);
    expect(counts.size).toBe(0);
  });

  it('with a forged session: one 401 round, the session ends and the app goes to sign in once the router attaches', async () => {
    storeSession('forged');
    const counts = serverRequests();
    boot('/pod/connectwise/acme-cw?ticketId=1001&screen=ticket');
    const services = startApp();
    await waitFor(() => expect(services.get(SessionStoreToken).read()).toBeNull());
    await waitFor(() => expect(earlyCallsOfPage()).toEqual([]));
    const navigate = jest.fn();
    services.get(BrowserNavigatorToken).attach(navigate);
    expect(navigate.mock.calls).toEqual([[SIGN_IN_PATH, { replace: true }]]);
    expect(Object.fromEntries(counts)).toEqual({
      'GET /api/User/u-tech': 1,
      'GET /api/PricePlan/myPlan': 1,
      'GET /api/ConnectwisePod/acme-cw/ticket/1001': 1,
    });
  });
});
