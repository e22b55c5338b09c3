/** @jest-environment node */
import { SessionService } from '@core/session/SessionService';
import { InMemoryPodContextStore } from '@core/testing/InMemoryPodContextStore';
import { InMemorySessionStore } from '@core/testing/InMemorySessionStore';
import type { User, UserApi } from '@core/user/User';
import { CurrentUserStore } from './CurrentUserStore';

const userNamed = (id: string): User => ({ id, email: `${id}@example.com`, username: id, tenantId: 't-1' });

/** A user API whose answers the test releases one by one. */
function heldUsers() {
  const asked: string[] = [];
  const answers: Array<() => void> = [];
  const api: UserApi = {
    getUser: (id) => {
      asked.push(id);
      return new Promise((resolve) => answers.push(() => resolve(userNamed(id))));
    },
  };
  return { api, asked, answerNext: () => answers.shift()!() };
}

function setUp(userId: string) {
  const stored = new InMemorySessionStore({ accessToken: 'a', refreshToken: 'r', userId });
  const sessions = new SessionService(stored, new InMemoryPodContextStore());
  const users = heldUsers();
  return { stored, sessions, users, store: new CurrentUserStore(users.api, sessions) };
}

describe('CurrentUserStore', () => {
  it('callers at the same time share one request; the user is then kept', async () => {
    const { store, users } = setUp('u-1');
    const first = store.load();
    const second = store.load();
    expect(store.state).toBe('loading');
    users.answerNext();
    await Promise.all([first, second]);
    await store.load();
    expect(users.asked).toEqual(['u-1']);
    expect(store.user?.id).toBe('u-1');
  });

  it('a session that ends while the user loads: the late answer is dropped and the next session loads its own user', async () => {
    const { store, users, stored, sessions } = setUp('u-1');
    const late = store.load();
    sessions.signOut();
    expect(store.state).toBe('idle');

    stored.save({ accessToken: 'b', refreshToken: 'r2', userId: 'u-2' });
    const next = store.load();
    users.answerNext(); // u-1's answer, after its session ended
    await late;
    expect(store.user).toBeNull();
    users.answerNext();
    await next;
    expect(users.asked).toEqual(['u-1', 'u-2']);
    expect(store.user?.id).toBe('u-2');
  });
});
