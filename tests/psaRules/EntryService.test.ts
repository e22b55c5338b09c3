import { psaDescriptors } from '@adapters/psa/registry';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import type { Session } from '@core/session/Session';
import { AppError } from '@core/shared/AppError';
import { InMemoryPodContextStore } from '@core/testing/InMemoryPodContextStore';
import { InMemorySessionStore } from '@core/testing/InMemorySessionStore';
import { RecordingAuthApi } from '@core/testing/RecordingAuthApi';
import type { DuoAuthApi } from '@core/auth/DuoAuthApi';
import { EntryService } from '@core/auth/EntryService';
import { LoginService } from '@core/auth/LoginService';

const SESSION: Session = { accessToken: 'a', refreshToken: 'r', userId: 'u-7' };

function setup(duoLogin: DuoAuthApi['duoLogin'] = async () => SESSION) {
  const sessions = new InMemorySessionStore();
  const podContext = new InMemoryPodContextStore();
  const psas = new PsaRegistry(psaDescriptors);
  const login = new LoginService(new RecordingAuthApi(), sessions, podContext, psas);
  return { sessions, podContext, entries: new EntryService(login, podContext, psas, { duoLogin }) };
}

const query = (text: string) => new URLSearchParams(text);

describe('EntryService', () => {
  it('an external entry from a PSA stores the session and the pod, and opens its page embedded', () => {
    const { entries, sessions, podContext } = setup();
    const entry = entries.readExternalEntry(
      query(
        'token=a&refreshToken=r&userId=u-7&psa=Halo Service Desk&psaId=h 1&itemId=5&itemType=Ticket&page=secureData',
      ),
    );
    expect(sessions.read()).toBeNull(); // reading stores nothing
    expect(entries.openExternalEntry(entry)).toEqual({
      to: '/pod/halo/h%201?ticketId=5&screen=ticket',
      embedded: { secureData: true },
    });
    expect(sessions.read()).toEqual(SESSION);
    expect(podContext.read()).toMatchObject({ psa: 'Halo', psaId: 'h 1', ticketId: '5', screen: 'ticket' });
  });

  it('an unknown PSA stays on the route (to explain) and stores no pod', () => {
    const { entries, podContext } = setup();
    const entry = entries.readExternalEntry(query('psa=Nowhere Desk&psaId=x'));
    expect(entry.target).toEqual({ kind: 'unknownPsa', psa: 'Nowhere Desk' });
    expect(entries.openExternalEntry(entry)).toEqual({ to: null, embedded: null });
    expect(podContext.read().psa).toBeNull();
  });

  it('an entry with only a session goes where a sign-in would; with nothing, to sign in', () => {
    const { entries } = setup();
    expect(entries.openExternalEntry(entries.readExternalEntry(query('token=a&refreshToken=r&userId=u-7')))).toEqual({
      to: '/home',
      embedded: null,
    });
    expect(setup().entries.openExternalEntry(setup().entries.readExternalEntry(query('')))).toEqual({
      to: '/login',
      embedded: null,
    });
  });

  it('redirect-with-data adopts the session and goes to the remembered pod; no session stays', () => {
    const { entries, sessions, podContext } = setup();
    podContext.update({ psa: 'ConnectWise', psaId: 'cw-1', ticketId: '7', screen: 'ticket' });
    expect(entries.openRedirectData(SESSION)).toEqual({
      to: '/pod/connectwise/cw-1?ticketId=7&screen=ticket',
      embedded: null,
    });
    expect(sessions.read()).toEqual(SESSION);
    expect(setup().entries.openRedirectData(null)).toEqual({ to: null, embedded: null });
  });

  it("Duo's code becomes a session; a refusal stays; a failed exchange rejects with its reason", async () => {
    const { entries, sessions } = setup();
    await expect(entries.finishDuo({ kind: 'code', duoCode: 'c', state: 's' })).resolves.toEqual({
      to: '/home',
      embedded: null,
    });
    expect(sessions.read()).toEqual(SESSION);
    await expect(entries.finishDuo({ kind: 'refused', message: 'denied' })).resolves.toEqual({
      to: null,
      embedded: null,
    });
    await expect(entries.finishDuo({ kind: 'none' })).resolves.toEqual({ to: '/login', embedded: null });
    const failing = setup(async () => Promise.reject(new AppError('server', 'Duo state expired')));
    await expect(failing.entries.finishDuo({ kind: 'code', duoCode: 'c', state: 's' })).rejects.toThrow(
      'Duo state expired',
    );
    expect(failing.sessions.read()).toBeNull();
  });
});
