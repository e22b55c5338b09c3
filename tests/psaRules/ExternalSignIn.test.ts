import { psaDescriptors } from '@adapters/psa/registry';
import { PsaRegistry } from '@core/psa/PsaRegistry';
import { AppError } from '@core/shared/AppError';
import { InMemoryPodContextStore } from '@core/testing/InMemoryPodContextStore';
import { InMemorySessionStore } from '@core/testing/InMemorySessionStore';
import { RecordingAuthApi } from '@core/testing/RecordingAuthApi';
import type { ExternalProvider } from '@core/auth/AuthApi';
import type { ExternalIdentityProvider, RelayedToken, SignInRelay } from '@core/auth/ExternalIdentity';
import { ExternalSignIn } from '@core/auth/ExternalSignIn';
import { LoginService } from '@core/auth/LoginService';

const fixed = (provider: ExternalProvider, result: string | Error): ExternalIdentityProvider => ({
  provider,
  requestToken: () => (typeof result === 'string' ? Promise.resolve(result) : Promise.reject(result)),
});

class FakeRelay implements SignInRelay {
  asked: ExternalProvider[] = [];
  constructor(private readonly answer: RelayedToken) {}
  receiveToken(provider: ExternalProvider, showCode: (code: string) => void) {
    this.asked.push(provider);
    showCode('123 456');
    return Promise.resolve(this.answer);
  }
  confirmationCode() {
    return Promise.resolve('123 456');
  }
  sendToken() {
    return Promise.resolve();
  }
}

function setup(userAgent: string, google: string | Error = 'g-token') {
  const auth = new RecordingAuthApi();
  const sessions = new InMemorySessionStore();
  const login = new LoginService(auth, sessions, new InMemoryPodContextStore(), new PsaRegistry(psaDescriptors));
  const relay = new FakeRelay({ token: 'relayed', tokenType: 'Microsoft' });
  const service = new ExternalSignIn(
    login,
    { Google: fixed('Google', google), Microsoft: fixed('Microsoft', 'ms-id-token') },
    relay,
    userAgent,
  );
  return { auth, sessions, relay, service };
}

describe('ExternalSignIn', () => {
  it('in a normal browser asks the provider, then logs in with its token and type', async () => {
    const { auth, relay, service } = setup('Mozilla/5.0 Chrome/120');
    await expect(service.signIn('Google')).resolves.toEqual({ kind: 'signedIn', destination: '/home' });
    await service.signIn('Microsoft');
    expect(auth.calls).toEqual(['externalLogin:Google:g-token', 'externalLogin:Microsoft:ms-id-token']);
    expect(relay.asked).toEqual([]);
    expect(service.embedded).toBe(false);
  });

  it('inside the ConnectWise embedded browser waits for the relayed token instead', async () => {
    const { auth, relay, service } = setup('Mozilla/5.0 Edg/120 ConnectWiseManage/2024.1');
    const codes: string[] = [];
    await service.signIn('Microsoft', (code) => codes.push(code));
    expect(relay.asked).toEqual(['Microsoft']);
    expect(codes).toEqual(['123 456']);
    expect(auth.calls).toEqual(['externalLogin:Microsoft:relayed']);
    expect(service.embedded).toBe(true);
  });

  it('a provider failure stores nothing and reaches the caller', async () => {
    const { auth, sessions, service } = setup(
      'Mozilla/5.0',
      new AppError('cancelled', 'Google sign-in was closed before it finished.'),
    );
    await expect(service.signIn('Google')).rejects.toThrow('Google sign-in was closed before it finished.');
    expect(auth.calls).toEqual([]);
    expect(sessions.read()).toBeNull();
  });
});
