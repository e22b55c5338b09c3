import { psaDescriptors } from '@adapters/psa/registry';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import { AppError } from '@core/shared/AppError';
import { InMemoryPodContextStore } from '@core/testing/InMemoryPodContextStore';
import { InMemorySessionStore } from '@core/testing/InMemorySessionStore';
import { RecordingAuthApi } from '@core/testing/RecordingAuthApi';
import { LoginService } from '@core/auth/LoginService';

function setup(context = {}) {
  const auth = new RecordingAuthApi();
  const sessions = new InMemorySessionStore();
  const podContext = new InMemoryPodContextStore(context);
  return { auth, sessions, service: new LoginService(auth, sessions, podContext, new PsaRegistry(psaDescriptors)) };
}

describe('LoginService.signIn', () => {
  it('calls the MFA login directly when a code is given, skipping the pre-check', async () => {
    const { auth, sessions, service } = setup();
    const outcome = await service.signIn({ username: ' mfa@x.test ', password: 'pw', mfaCode: ' 123456 ' });
    expect(auth.calls).toEqual(['multiFactorLogin:mfa@x.test:123456']);
    expect(outcome).toEqual({ kind: 'signedIn', destination: '/home' });
    expect(sessions.read()?.userId).toBe('u-1');
  });

  it('runs the pre-check, then the password login, when there is no MFA code', async () => {
    const { auth, service } = setup();
    await service.signIn({ username: 'tech@x.test', password: 'pw', mfaCode: '  ' });
    expect(auth.calls).toEqual(['preCheck:tech@x.test', 'passwordLogin:tech@x.test']);
  });

  it('leaves for single sign-on when the pre-check returns a url, without storing a session', async () => {
    const { auth, sessions, service } = setup();
    auth.preCheckResult = { url: 'https://idp.example/sso?x=1' };
    const outcome = await service.signIn({ username: 'sso@x.test', password: 'pw' });
    expect(outcome).toEqual({ kind: 'singleSignOn', url: 'https://idp.example/sso?x=1' });
    expect(auth.calls).toEqual(['preCheck:sso@x.test']);
    expect(sessions.read()).toBeNull();
  });

  it('refuses a single sign-on url that is not a web page', async () => {
    const { auth, service } = setup();
    auth.preCheckResult = { url: 'javascript:alert(1)' };
    await expect(service.signIn({ username: 'sso@x.test', password: 'pw' })).rejects.toThrow(
      'The single sign-on address is not valid.',
    );
  });

  it('passes a server failure through and stores nothing', async () => {
    const { auth, sessions, service } = setup();
    auth.failWith = new AppError('server', 'Invalid username or password.', 400);
    await expect(service.signIn({ username: 'tech@x.test', password: 'bad' })).rejects.toThrow(
      'Invalid username or password.',
    );
    expect(sessions.read()).toBeNull();
  });

  it('returns to the remembered ConnectWise ticket after signing in', async () => {
    const { service } = setup({ psa: 'ConnectWise', psaId: 'cw-1', ticketId: '42', screen: 'ticket' });
    const outcome = await service.signIn({ username: 'tech@x.test', password: 'pw' });
    expect(outcome).toEqual({ kind: 'signedIn', destination: '/pod/connectwise/cw-1?ticketId=42&screen=ticket' });
  });

  it('signs in with an external provider token', async () => {
    const { auth, service } = setup();
    await service.signInExternal('google-token', 'Google');
    expect(auth.calls).toEqual(['externalLogin:Google:google-token']);
  });
});
