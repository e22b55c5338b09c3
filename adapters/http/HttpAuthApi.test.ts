import { http, HttpResponse } from 'msw';
import { SANDBOX_MFA_CODE, SANDBOX_PASSWORD } from '@sandbox/world/seedWorld';
import { setupSandboxServer } from '@tests/support/sandboxServer';
import { MfaRequiredError } from '@core/auth/AuthApi';
import { createHttpClient } from './createHttpClient';
import { HttpAuthApi } from './HttpAuthApi';

const { sandbox, server } = setupSandboxServer();
const errors: string[] = [];
const api = new HttpAuthApi(
  createHttpClient({
    baseURL: '/api',
    getAccessToken: () => null,
    onUnauthorized: () => undefined,
    onError: (m) => errors.push(m),
  }),
);

beforeEach(() => (errors.length = 0));

describe('HttpAuthApi against the sandbox', () => {
  it('password sign-in returns a session the sandbox accepts', async () => {
    const session = await api.passwordLogin({ username: 'tech@sandbox.test', password: SANDBOX_PASSWORD });
    expect(session.userId).toBe('u-tech');
    expect(sandbox.state.userForToken(session.accessToken)?.email).toBe('tech@sandbox.test');
  });

  it('a wrong password rejects with the server message, left for the sign-in screen to say once', async () => {
    const refusal = api.passwordLogin({ username: 'tech@sandbox.test', password: 'nope' });
    await expect(refusal).rejects.toThrow('Invalid email or password.');
    await expect(refusal).rejects.toMatchObject({ kind: 'server', status: 400, reported: false });
    await expect(refusal).rejects.not.toBeInstanceOf(MfaRequiredError);
    expect(errors).toEqual([]);
  });

  it('an account that needs its MFA code rejects with MfaRequiredError and the server message, no toast', async () => {
    const refusal = api.passwordLogin({ username: 'mfa@sandbox.test', password: SANDBOX_PASSWORD });
    await expect(refusal).rejects.toBeInstanceOf(MfaRequiredError);
    await expect(refusal).rejects.toThrow('This account needs the MFA code from your authenticator app.');
    expect(errors).toEqual([]);
  });

  it('other /Token failures reach the caller with their message, untoasted (the sign-in form says them)', async () => {
    server.use(
      http.post('*/api/Token', () => HttpResponse.json({ message: 'Down for maintenance.' }, { status: 503 })),
    );
    await expect(api.passwordLogin({ username: 'tech@sandbox.test', password: SANDBOX_PASSWORD })).rejects.toThrow(
      'Down for maintenance.',
    );
    expect(errors).toEqual([]);
  });

  it('preCheck sends source=1 and returns no url for a password account', async () => {
    let source: string | null = null;
    server.use(
      http.post('*/api/User/preCheck', ({ request }) => {
        source = new URL(request.url).searchParams.get('source');
        return HttpResponse.json({});
      }),
    );
    await expect(api.preCheck({ username: 'tech@sandbox.test', password: 'x' })).resolves.toEqual({ url: null });
    expect(source).toBe('1');
  });

  it('preCheck returns the single sign-on page for an SSO account', async () => {
    const { url } = await api.preCheck({ username: 'sso@sandbox.test', password: 'x' });
    expect(url).toBe('http://localhost/__sandbox/sso?login_hint=sso%40sandbox.test');
  });

  it('MFA sign-in checks the code', async () => {
    await expect(
      api.multiFactorLogin({ username: 'mfa@sandbox.test', password: SANDBOX_PASSWORD, mfaCode: '000000' }),
    ).rejects.toThrow('The MFA code is not correct.');
    const session = await api.multiFactorLogin({
      username: 'mfa@sandbox.test',
      password: SANDBOX_PASSWORD,
      mfaCode: SANDBOX_MFA_CODE,
    });
    expect(session.userId).toBe('u-mfa');
  });

  it('a session body missing its token is malformed', async () => {
    server.use(http.post('*/api/Token', () => HttpResponse.json({ userId: 'u-tech' })));
    await expect(
      api.passwordLogin({ username: 'tech@sandbox.test', password: SANDBOX_PASSWORD }),
    ).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
