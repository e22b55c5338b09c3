import { psaDescriptors } from '@adapters/psa/registry';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import { createHttpClient } from '@adapters/http/createHttpClient';
import { HttpAuthApi } from '@adapters/http/HttpAuthApi';
import { HttpUserApi } from '@adapters/http/HttpUserApi';
import type { ExternalProvider } from '@core/auth/AuthApi';
import type { ExternalIdentityProvider, SignInRelay } from '@core/auth/ExternalIdentity';
import { ExternalSignIn } from '@core/auth/ExternalSignIn';
import { LoginService } from '@core/auth/LoginService';
import type { Navigator } from '@core/navigation/Navigator';
import { AppError } from '@core/shared/AppError';
import { InMemoryPodContextStore } from '@core/testing/InMemoryPodContextStore';
import { InMemorySessionStore } from '@core/testing/InMemorySessionStore';
import { RecordingNotifier } from '@core/testing/RecordingNotifier';
import { mintExternalToken, STRANGER_EMAIL } from '@sandbox/identity/externalTokens';
import { setupSandboxServer } from '@tests/support/sandboxServer';
import { LoginStore } from './LoginStore';

const { sandbox } = setupSandboxServer();

/** The real sign-in stack against the sandbox; only the provider's popup is played by `token`. */
function setup(token: () => Promise<string>, userAgent = 'Mozilla/5.0 Chrome/120') {
  const notifier = new RecordingNotifier();
  const sessions = new InMemorySessionStore();
  const http = createHttpClient({
    baseURL: '/api',
    getAccessToken: () => null,
    onUnauthorized: () => undefined,
    onError: (message) => notifier.notify({ message, intent: 'danger' }),
  });
  const login = new LoginService(
    new HttpAuthApi(http),
    sessions,
    new InMemoryPodContextStore(),
    new PsaRegistry(psaDescriptors),
  );
  const visited: string[] = [];
  const navigator: Navigator = { navigate: (path) => visited.push(path), leaveTo: (url) => visited.push(url) };
  const provider = (name: ExternalProvider): ExternalIdentityProvider => ({ provider: name, requestToken: token });
  const relay: SignInRelay = {
    receiveToken: () => Promise.reject(new AppError('network', 'relay used')),
    confirmationCode: () => Promise.resolve('000 000'),
    sendToken: () => Promise.resolve(),
  };
  const external = new ExternalSignIn(
    login,
    { Google: provider('Google'), Microsoft: provider('Microsoft') },
    relay,
    userAgent,
  );
  const store = new LoginStore(login, new HttpUserApi(http), navigator, notifier, () => null, external);
  return { store, notifier, sessions, visited };
}

describe('LoginStore with Google and Microsoft', () => {
  it('Google: a token the provider returns signs in through /User/ExternalLogin and goes home', async () => {
    const { store, sessions, visited } = setup(async () =>
      mintExternalToken(sandbox.state, { provider: 'Google', email: 'plus@sandbox.test' }),
    );
    const done = store.signInWith('Google');
    expect(store.externalPending).toBe('Google');
    expect(store.busy).toBe(true);
    await done;
    expect(store.externalPending).toBeNull();
    expect(visited).toEqual(['/home']);
    expect(sandbox.state.userForToken(sessions.read()?.accessToken)?.email).toBe('plus@sandbox.test');
  });

  it("a refused account resets loading and says the server's message on the form once, not in a toast", async () => {
    const { store, notifier, sessions, visited } = setup(async () =>
      mintExternalToken(sandbox.state, { provider: 'Google', email: STRANGER_EMAIL }),
    );
    await store.signInWith('Google');
    expect(store.externalPending).toBeNull();
    expect(store.failure).toEqual({
      message: `No technician account uses ${STRANGER_EMAIL}. Ask your administrator to invite you.`,
      intent: 'danger',
    });
    expect(notifier.messages()).toEqual([]);
    expect(sessions.read()).toBeNull();
    expect(visited).toEqual([]);
  });

  it('a closed popup resets loading and says so as a warning', async () => {
    const { store, notifier } = setup(() =>
      Promise.reject(new AppError('cancelled', 'Google sign-in was closed before it finished.')),
    );
    await store.signInWith('Microsoft');
    expect(store.externalPending).toBeNull();
    expect(store.failure).toEqual({ message: 'Google sign-in was closed before it finished.', intent: 'warning' });
    expect(notifier.notices).toEqual([]);
  });

  it('a second click while one sign-in is pending does nothing', async () => {
    let calls = 0;
    let finish: (token: string) => void = () => undefined;
    const { store } = setup(() => {
      calls += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const first = store.signInWith('Google');
    await store.signInWith('Microsoft');
    await store.submit();
    expect(calls).toBe(1);
    finish(mintExternalToken(sandbox.state, { provider: 'Google', email: 'tech@sandbox.test' }));
    await first;
  });

  it('two clicks on Google in one task ask the provider once and sign in once', async () => {
    let calls = 0;
    const { store, visited } = setup(async () => {
      calls += 1;
      return mintExternalToken(sandbox.state, { provider: 'Google', email: 'tech@sandbox.test' });
    });
    await Promise.all([store.signInWith('Google'), store.signInWith('Google')]);
    expect(calls).toBe(1);
    expect(visited).toEqual(['/home']);
    expect(store.busy).toBe(false);
  });

  it('inside the ConnectWise embedded browser the relay is used instead of the popup', async () => {
    const { store } = setup(() => Promise.reject(new Error('popup used')), 'Mozilla/5.0 ConnectWiseManage/2024');
    expect(store.embeddedBrowser).toBe(true);
    await store.signInWith('Google');
    expect(store.failure?.message).toBe('relay used');
  });
});
