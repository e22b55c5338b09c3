import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosInstance } from 'axios';
import { http, HttpResponse } from 'msw';
import { HttpClientToken } from '@adapters/http/HttpClientToken';
import { AppError } from '@core/shared/AppError';
import { SANDBOX_PASSWORD } from '@sandbox/world/seedWorld';
import { renderApp } from '../support/renderApp';
import { setupSandboxServer, storeSignedInSession } from '../support/sandboxServer';
import { allCalls } from './calls/allCalls';
import { caseCounter } from './support/caseCount';

/*
 * Sessions: a 401 from every endpoint the signed-in app calls (the fault suites'
 * call table, one row per adapter method) clears the session and lands on sign-in once, with no
 * loop, keeping the way back; signing in again returns to the same pod. The whole app runs in jsdom
 * (real container, router and adapters) against the sandbox; only the call under test answers 401.
 */

const { sandbox, server } = setupSandboxServer();
const counter = caseCounter('sessions (401 from every endpoint)');
const POD = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';
const FAULT_HEADER = 'x-fault-401';
const signedInCalls = allCalls.filter((call) => !call.beforeSignIn);
/** One cycle (navigate, 401, sign-in page) takes about 1 s on a loaded machine. */
const SECONDS_PER_CALL = 10;

/** The app's own axios client, marking the requests of one call so that only they meet a 401. */
function marked(client: AxiosInstance): AxiosInstance {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || !['get', 'post', 'put', 'delete', 'request'].includes(String(property)))
        return value;
      return (...args: unknown[]) => {
        const last = property === 'get' || property === 'delete' ? 1 : property === 'request' ? 0 : 2;
        const config = { ...((args[last] as object | undefined) ?? {}) } as { headers?: Record<string, string> };
        config.headers = { ...config.headers, [FAULT_HEADER]: '1' };
        const copy = [...args];
        copy[last] = config;
        return (value as (...a: unknown[]) => unknown).apply(target, copy);
      };
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.use(
    http.all('*/api/*', ({ request }) =>
      request.headers.get(FAULT_HEADER)
        ? HttpResponse.json({ message: 'Your session has expired.' }, { status: 401 })
        : undefined,
    ),
  );
});

describe('a 401 from any endpoint of the signed-in app', () => {
  it(
    `ends the session and lands on sign-in once, for each of the ${signedInCalls.length} calls, then signing in returns to the pod`,
    async () => {
      storeSignedInSession(sandbox);
      const { location, router, services, notifier } = renderApp(POD);
      await screen.findByLabelText('Signed in as');
      const client = marked(services.get(HttpClientToken));
      const failures: string[] = [];
      for (const call of signedInCalls) {
        await counter
          .check(async () => {
            storeSignedInSession(sandbox);
            await act(async () => void (await router.navigate(POD)));
            await screen.findByLabelText('Signed in as');
            const arrivals: string[] = [];
            const unsubscribe = router.subscribe((state) => arrivals.push(state.location.pathname));
            let error: unknown = null;
            await act(async () => {
              error = await call.run(client).then(
                () => null,
                (e: unknown) => e,
              );
            });
            await waitFor(() => expect(location()).toBe('/login'));
            await screen.findByRole('button', { name: 'Login' });
            unsubscribe();
            const problems = [
              call.fallback || (error instanceof AppError && error.kind === 'unauthorized')
                ? null
                : `rejected with ${String(error)}`,
              localStorage.getItem('token') === null && localStorage.getItem('userId') === null
                ? null
                : 'the session was not cleared',
              sessionStorage.getItem('returnPath') === POD
                ? null
                : `the way back is ${sessionStorage.getItem('returnPath')}`,
              arrivals.filter((path) => path === '/login').length === 1 && arrivals.at(-1) === '/login'
                ? null
                : `navigations: ${arrivals.join(' -> ')}`,
              notifier.messages().length === 0 ? null : `toasted ${notifier.messages().join(', ')}`,
            ].filter((p): p is string => p !== null);
            if (problems.length > 0) throw new Error(`${call.name}: ${problems.join('; ')}`);
          })
          .catch((e: Error) => failures.push(e.message));
      }
      expect(failures).toEqual([]);

      // Back where they were: sign in through the form and land on the same pod.
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Email'), 'tech@sandbox.test');
      await user.type(screen.getByLabelText('Password'), SANDBOX_PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(location()).toBe(POD));
      expect(await screen.findByLabelText('Signed in as')).toBeInTheDocument();
      // A budget per call, not one for all: 74 full-app cycles took 82 s of a flat 180 s on a loaded
      // machine. A stuck case still fails fast on its own findBy/waitFor limits.
    },
    SECONDS_PER_CALL * 1000 * signedInCalls.length,
  );
});

/**
 * The pod's first calls (app/podPrefetch.ts asks for them as the pod link opens, before the pod page
 * or its guard has rendered), each answering 401 alone, as an expired session does.
 */
const FIRST_CALLS: ReadonlyArray<readonly [string, RegExp]> = [
  ['User/{id}', /\/api\/User\/u-tech$/],
  ['the ticket', /\/api\/ConnectwisePod\/acme-cw\/ticket\/1001$/i],
  ['PricePlan/myPlan', /\/api\/PricePlan\/myPlan$/],
  ['CompanyVerificationSettings', /\/api\/CompanyVerificationSettings\/acme-cw\/company\//],
];

describe('a pod link opened in a fresh tab (empty session storage, as a PSA opens each iframe) on an expired session', () => {
  it.each(FIRST_CALLS)(
    '401 from %s: sign-in follows, and signing in returns to the pod, not home',
    async (_name, path) => {
      await counter.check(async () => {
        const expired = storeSignedInSession(sandbox); // local storage is shared by the tabs; session storage is not
        server.use(
          http.all('*/api/*', ({ request }) =>
            path.test(new URL(request.url).pathname) &&
            request.headers.get('Authorization') === `Bearer ${expired.accessToken}`
              ? HttpResponse.json({ message: 'Your session has expired.' }, { status: 401 })
              : undefined,
          ),
        );
        const { location } = renderApp(POD);
        await waitFor(() => expect(location()).toBe('/login'));
        expect(localStorage.getItem('token')).toBeNull();
        const user = userEvent.setup();
        await user.type(await screen.findByLabelText('Email'), 'tech@sandbox.test');
        await user.type(screen.getByLabelText('Password'), SANDBOX_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Login' }));
        await waitFor(() => expect(location()).toBe(POD));
        expect(await screen.findByLabelText('Signed in as')).toBeInTheDocument();
      });
    },
  );
});
