import { createSandbox } from '../contract/createSandboxApp';
import { mintExternalToken, STRANGER_EMAIL } from './externalTokens';
import { SANDBOX_GOOGLE_CLIENT_ID } from './googleRoutes';

const origin = 'http://sandbox.test';
const externalLogin = (sandbox: ReturnType<typeof createSandbox>, body: unknown) =>
  sandbox.fetch(
    new Request(`${origin}/api/User/ExternalLogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe('the sandbox Google stand-in', () => {
  it('serves the settings and a script with the token client API', async () => {
    const sandbox = createSandbox();
    const settings = await sandbox.fetch(new Request(`${origin}/api/Account/get-google-api-settings`));
    expect(await settings.json()).toEqual({ clientId: SANDBOX_GOOGLE_CLIENT_ID });
    const script = await sandbox.fetch(new Request(`${origin}/__sandbox/google/gsi/client`));
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('initTokenClient');
  });

  it('the consent page refuses an unknown client and mints a token for a chosen account', async () => {
    const sandbox = createSandbox();
    expect((await sandbox.fetch(new Request(`${origin}/__sandbox/google/consent?client_id=other`))).status).toBe(401);
    const page = await sandbox.fetch(
      new Request(`${origin}/__sandbox/google/consent?client_id=${SANDBOX_GOOGLE_CLIENT_ID}&scope=email`),
    );
    expect(await page.text()).toContain('tech@sandbox.test');
    const answer = await sandbox.fetch(
      new Request(`${origin}/__sandbox/google/consent`, {
        method: 'POST',
        body: new URLSearchParams({ email: 'tech@sandbox.test' }),
      }),
    );
    const text = await answer.text();
    const token = /"access_token":"(sbg\.[0-9a-f]+)"/.exec(text)?.[1];
    expect(token).toBeDefined();
    expect(text).toContain(`postMessage(`);
    const session = await (await externalLogin(sandbox, { token, tokenType: 'Google' })).json();
    expect(sandbox.state.userForToken(session.accessToken)?.email).toBe('tech@sandbox.test');
  });

  it('ExternalLogin accepts only tokens the sandbox minted, for the right provider and a known technician', async () => {
    const sandbox = createSandbox();
    const forged = await externalLogin(sandbox, { token: 'sbg.forged', tokenType: 'Google' });
    expect(forged.status).toBe(400);
    expect((await forged.json()).message).toBe('Google did not confirm this sign-in. Please try again.');
    const googleToken = mintExternalToken(sandbox.state, { provider: 'Google', email: 'tech@sandbox.test' });
    expect((await externalLogin(sandbox, { token: googleToken, tokenType: 'Microsoft' })).status).toBe(400);
    const stranger = mintExternalToken(sandbox.state, { provider: 'Google', email: STRANGER_EMAIL });
    const refused = await externalLogin(sandbox, { token: stranger, tokenType: 'Google' });
    expect((await refused.json()).message).toBe(
      `No technician account uses ${STRANGER_EMAIL}. Ask your administrator to invite you.`,
    );
    expect((await externalLogin(sandbox, { token: 'x', tokenType: 'Facebook' })).status).toBe(400);
  });
});
