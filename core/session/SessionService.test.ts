import { InMemoryPodContextStore } from '../testing/InMemoryPodContextStore';
import { InMemorySessionStore } from '../testing/InMemorySessionStore';
import { SessionService } from './SessionService';

const session = { accessToken: 'a', refreshToken: 'r', userId: 'u-1' };

describe('SessionService', () => {
  it('signing out forgets the session and the pod context and tells listeners', () => {
    const sessions = new InMemorySessionStore(session);
    const context = new InMemoryPodContextStore({ psa: 'Halo', psaId: 'h-1' });
    const service = new SessionService(sessions, context);
    const reasons: string[] = [];
    service.onDidEnd((reason) => reasons.push(reason));
    service.signOut();
    expect(sessions.read()).toBeNull();
    expect(context.read().psa).toBeNull();
    expect(reasons).toEqual(['signedOut']);
  });

  it('expiry forgets the session but keeps the pod context to come back to', () => {
    const sessions = new InMemorySessionStore(session);
    const context = new InMemoryPodContextStore({ psa: 'Halo', psaId: 'h-1' });
    const service = new SessionService(sessions, context);
    const reasons: string[] = [];
    const unsubscribe = service.onDidEnd((reason) => reasons.push(reason));
    service.expire();
    unsubscribe();
    service.expire();
    expect(sessions.read()).toBeNull();
    expect(context.read().psaId).toBe('h-1');
    expect(reasons).toEqual(['expired']);
  });

  it('remembers why the last session ended, for the sign-in screen', () => {
    const service = new SessionService(new InMemorySessionStore(session), new InMemoryPodContextStore());
    expect(service.endedBecause()).toBeNull();
    service.expire();
    expect(service.endedBecause()).toBe('expired');
    service.signOut();
    expect(service.endedBecause()).toBe('signedOut');
  });
});
