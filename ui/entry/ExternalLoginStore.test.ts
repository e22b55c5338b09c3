/** @jest-environment node */
import type { ExternalIdentityProvider, RelayedToken, SignInRelay } from '@core/auth/ExternalIdentity';
import { AppError } from '@core/shared/AppError';
import { RecordingNotifier } from '@core/testing/RecordingNotifier';
import { ExternalLoginStore } from './ExternalLoginStore';

const request = { provider: 'Microsoft' as const, sessionId: 'qL3v1Zr6oXw2T9pKs8nYb4cHd7fGj0mEaU5iRtWxQzM' };

function setup(token: () => Promise<string>, send: (relayed: RelayedToken) => Promise<void> = () => Promise.resolve()) {
  const sent: Array<{ sessionId: string; relayed: RelayedToken }> = [];
  let tokenRequests = 0;
  const identity: ExternalIdentityProvider = {
    provider: 'Microsoft',
    requestToken: () => {
      tokenRequests += 1;
      return token();
    },
  };
  const relay: SignInRelay = {
    receiveToken: () => Promise.reject(new Error('not the pod')),
    confirmationCode: async (sessionId) => (sessionId === request.sessionId ? '048 213' : 'other'),
    sendToken: async (sessionId, relayed) => {
      sent.push({ sessionId, relayed });
      await send(relayed);
    },
  };
  const notifier = new RecordingNotifier();
  return {
    store: new ExternalLoginStore(request, identity, relay, notifier),
    sent,
    notifier,
    tokenRequests: () => tokenRequests,
  };
}

describe('ExternalLoginStore (the external auth page)', () => {
  it("shows the session's code first; only after the technician confirms does it sign in and send token and type", async () => {
    const { store, sent, tokenRequests } = setup(async () => 'id-token');
    await store.continue(); // no code shown yet: nothing happens
    expect(tokenRequests()).toBe(0);
    await store.load();
    expect(store.code).toBe('048 213');
    expect(store.phase).toBe('ready');
    expect(sent).toEqual([]);
    await store.continue();
    expect(store.phase).toBe('sent');
    expect(sent).toEqual([{ sessionId: request.sessionId, relayed: { token: 'id-token', tokenType: 'Microsoft' } }]);
  });

  it('a declined code sends nothing and asks for no token, even if continue is clicked later', async () => {
    const { store, sent, tokenRequests } = setup(async () => 'id-token');
    await store.load();
    store.decline();
    await store.continue();
    expect(store.phase).toBe('declined');
    expect(tokenRequests()).toBe(0);
    expect(sent).toEqual([]);
  });

  it('a provider failure returns to ready, sends nothing, and tells the technician', async () => {
    const { store, sent, notifier } = setup(() =>
      Promise.reject(new AppError('cancelled', 'Microsoft sign-in was closed before it finished.')),
    );
    await store.load();
    await store.continue();
    expect(store.phase).toBe('ready');
    expect(sent).toEqual([]);
    expect(notifier.notices).toEqual([
      { message: 'Microsoft sign-in was closed before it finished.', intent: 'warning' },
    ]);
  });

  it('a relay failure returns to ready with its message; an already reported one is not repeated', async () => {
    const failing = setup(
      async () => 't',
      () => Promise.reject(new AppError('network', 'The sign-in relay could not be reached.')),
    );
    await failing.store.load();
    await failing.store.continue();
    expect(failing.store.phase).toBe('ready');
    expect(failing.notifier.messages()).toEqual(['The sign-in relay could not be reached.']);
    const reported = setup(
      async () => 't',
      () => Promise.reject(new AppError('server', 'toasted', 500, true)),
    );
    await reported.store.load();
    await reported.store.continue();
    expect(reported.notifier.messages()).toEqual([]);
  });

  it('ignores a second click while working', async () => {
    let calls = 0;
    const { store } = setup(() => {
      calls += 1;
      return new Promise<string>(() => undefined);
    });
    await store.load();
    void store.continue();
    await store.continue();
    expect(calls).toBe(1);
    expect(store.phase).toBe('working');
  });

  it('two clicks in one task sign in with the provider once and relay one token', async () => {
    let requests = 0;
    const { store, sent } = setup(async () => {
      requests += 1;
      return 'id-token';
    });
    await store.load();
    await Promise.all([store.continue(), store.continue()]);
    expect(requests).toBe(1);
    expect(sent).toHaveLength(1);
    expect(store.phase).toBe('sent');
    await store.continue();
    expect(requests).toBe(1);
  });
});
