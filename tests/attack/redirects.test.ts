/** @jest-environment node */
import { psaDescriptors } from '@adapters/psa/registry';
import { EntryService } from '@core/auth/EntryService';
import { LoginService } from '@core/auth/LoginService';
import { parseDuoCallback } from '@core/auth/duoCallback';
import { isSafeReturnPath, isSingleSignOnUrl } from '@core/navigation/safeUrls';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import { InMemoryPodContextStore } from '@core/testing/InMemoryPodContextStore';
import { InMemorySessionStore } from '@core/testing/InMemorySessionStore';
import { RecordingAuthApi } from '@core/testing/RecordingAuthApi';
import type { PodContext } from '@core/session/PodContext';
import { countCases } from './caseCount';
import { ALLOWED_SSO_URL, HOSTILE_DESTINATIONS } from './hostileDestinations';

/**
 * Hostile redirects over the app's own services (the browser suite tests/e2e/attack-redirects.e2e.test.ts
 * drives the same inputs through Chromium): every hostile destination put in a remembered return path,
 * a redirect-with-data link, an external entry link, a Duo callback or a single sign-on answer either is
 * refused or resolves to a path on the app's own origin. The one exception the spec makes is single
 * sign-on: an https page (or http on this machine, the sandbox's provider).
 */
const APP_ORIGIN = 'https://app.tech-addon.test';
const cases = countCases('redirects (services)');

/** Where the browser would go if the app navigated to `to` from one of its own pages. */
function staysOnApp(to: string): boolean {
  // The router resolves paths against the current page; a browser strips tabs and newlines first.
  return (
    new URL(to, `${APP_ORIGIN}/login`).origin === APP_ORIGIN &&
    to.startsWith('/') &&
    !to.startsWith('//') &&
    !to.startsWith('/\\')
  );
}

function services(context: Partial<PodContext> = {}) {
  const auth = new RecordingAuthApi();
  const sessions = new InMemorySessionStore();
  const podContext = new InMemoryPodContextStore();
  podContext.update(context);
  const psas = new PsaRegistry(psaDescriptors);
  const login = new LoginService(auth, sessions, podContext, psas);
  const entries = new EntryService(login, podContext, psas, {
    duoLogin: async () => ({ accessToken: 'a'.repeat(20), refreshToken: 'r'.repeat(20), userId: 'u-1' }),
  });
  return { auth, login, entries };
}

const SESSION_QUERY = { token: 'a'.repeat(20), refreshToken: 'r'.repeat(20), userId: 'u-1' };

describe('hostile destinations never leave the app (services)', () => {
  it('a remembered return path: followed only when it stays on the app', async () => {
    await cases.runAll(
      HOSTILE_DESTINATIONS,
      (d) => `return path ${JSON.stringify(d)}`,
      (hostile) => {
        const destination = services({ returnPath: hostile }).login.destination();
        expect(staysOnApp(destination)).toBe(true);
        if (isSafeReturnPath(hostile)) expect(destination).toBe(hostile);
      },
    );
  });

  it('redirect-with-data with hostile values and extra return fields goes where a sign-in would', async () => {
    await cases.runAll(
      HOSTILE_DESTINATIONS,
      (d) => `redirect data ${JSON.stringify(d)}`,
      (hostile) => {
        const { entries } = services({ returnPath: hostile });
        const outcome = entries.openRedirectData({
          userId: 'u-1',
          accessToken: 'a'.repeat(20),
          refreshToken: 'r'.repeat(20),
        });
        expect(outcome.to === null || staysOnApp(outcome.to)).toBe(true);
      },
    );
  });

  it('an external entry with hostile psaId, itemId, itemType and page opens a page of the app', async () => {
    await cases.runAll(
      HOSTILE_DESTINATIONS,
      (d) => `external entry ${JSON.stringify(d)}`,
      (hostile) => {
        const { entries } = services();
        for (const field of ['psaId', 'itemId', 'itemType', 'page']) {
          const query = new URLSearchParams({
            ...SESSION_QUERY,
            psa: 'ConnectWise',
            psaId: 'acme-cw',
            itemId: '1001',
            itemType: 'ticket',
            [field]: hostile,
          });
          const outcome = entries.openExternalEntry(entries.readExternalEntry(query));
          expect({ field, to: outcome.to, stays: outcome.to === null || staysOnApp(outcome.to) }).toEqual({
            field,
            to: outcome.to,
            stays: true,
          });
        }
        const asPsa = entries.openExternalEntry(
          entries.readExternalEntry(new URLSearchParams({ ...SESSION_QUERY, psa: hostile, psaId: 'x' })),
        );
        expect(asPsa.to === null || staysOnApp(asPsa.to)).toBe(true);
      },
    );
  });

  it('a Duo callback with hostile values finishes on a page of the app', async () => {
    await cases.runAll(
      HOSTILE_DESTINATIONS,
      (d) => `duo ${JSON.stringify(d)}`,
      async (hostile) => {
        const { entries } = services({ returnPath: hostile });
        const queries: Array<Record<string, string>> = [
          { duo_code: hostile, state: hostile },
          { error: hostile, error_description: hostile },
          { state: hostile },
        ];
        for (const query of queries) {
          const outcome = await entries.finishDuo(parseDuoCallback(new URLSearchParams(query)));
          expect(outcome.to === null || staysOnApp(outcome.to)).toBe(true);
        }
      },
    );
  });

  it('a single sign-on answer leaves only for an https page (or the sandbox on this machine)', async () => {
    await cases.runAll(
      HOSTILE_DESTINATIONS,
      (d) => `sso ${JSON.stringify(d)}`,
      async (hostile) => {
        const { auth, login } = services();
        auth.preCheckResult = { url: hostile };
        const outcome = await login
          .signIn({ username: 'sso@x.test', password: 'pw' })
          .catch((error: Error) => error.message);
        if (typeof outcome === 'string') expect(outcome).toBe('The single sign-on address is not valid.');
        else expect(outcome.kind === 'singleSignOn' && new URL(outcome.url).protocol).toBe('https:');
      },
    );
    await cases.run('sso https and loopback http are followed', async () => {
      for (const url of [
        ALLOWED_SSO_URL,
        'http://127.0.0.1:5173/__sandbox/sso',
        'http://localhost:5173/__sandbox/sso',
      ]) {
        const { auth, login } = services();
        auth.preCheckResult = { url };
        await expect(login.signIn({ username: 'sso@x.test', password: 'pw' })).resolves.toEqual({
          kind: 'singleSignOn',
          url,
        });
      }
      expect(isSingleSignOnUrl('http://localhost.evil.test/')).toBe(false);
      expect(isSingleSignOnUrl('http://127.0.0.2/')).toBe(false);
    });
  });
});
