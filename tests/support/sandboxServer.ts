import { setupServer } from 'msw/node';
import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';
import { SandboxState } from '@sandbox/contract/SandboxState';
import { sandboxHandlers } from '@sandbox/msw/sandboxHandlers';
import { sandboxContract } from './sandboxContract';

/**
 * Starts MSW in front of a fresh sandbox for one test file. Requests the sandbox does not know are
 * errors, so a test can never pass by talking to nothing; requests the contract does not allow are
 * refused with a 400, as the real backend would.
 */
export function setupSandboxServer(): { readonly sandbox: Sandbox; server: ReturnType<typeof setupServer> } {
  const holder = { sandbox: createSandbox(new SandboxState(), { contract: sandboxContract() }) };
  const server = setupServer(
    ...sandboxHandlers({
      fetch: (r) => holder.sandbox.fetch(r),
      get state() {
        return holder.sandbox.state;
      },
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    get sandbox() {
      return holder.sandbox;
    },
    server,
  };
}

/** Signs a sandbox user in directly in the sandbox state, for tests that start signed in. */
export function sessionFor(sandbox: Sandbox, userId = 'u-tech') {
  return sandbox.state.issueSession(userId);
}

/** Starts a test signed in: a sandbox session for the user, stored where the app reads it. */
export function storeSignedInSession(sandbox: Sandbox, userId = 'u-tech') {
  const session = sessionFor(sandbox, userId);
  localStorage.setItem('token', session.accessToken);
  localStorage.setItem('refreshToken', session.refreshToken);
  localStorage.setItem('userId', session.userId);
  return session;
}
