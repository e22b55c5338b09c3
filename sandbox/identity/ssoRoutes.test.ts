import { createSandbox } from '../contract/createSandboxApp';

const origin = 'http://sandbox.test';

describe('the sandbox single sign-on page', () => {
  it('shows the account preCheck sent there, escaped', async () => {
    const sandbox = createSandbox();
    const page = await sandbox.fetch(new Request(`${origin}/__sandbox/sso?login_hint=sso%40sandbox.test`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('sso@sandbox.test');
    const unknown = await sandbox.fetch(new Request(`${origin}/__sandbox/sso?login_hint=%3Cscript%3E`));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('&lt;script&gt;');
  });

  it('continuing signs the account in and returns through the redirect-with-data route', async () => {
    const sandbox = createSandbox();
    const response = await sandbox.fetch(
      new Request(`${origin}/__sandbox/sso`, {
        method: 'POST',
        body: new URLSearchParams({ login_hint: 'sso@sandbox.test' }),
      }),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', origin);
    expect(location.pathname).toBe('/redirect');
    const data = JSON.parse(location.searchParams.get('data') ?? '{}');
    expect(sandbox.state.userForToken(data.AccessToken)?.email).toBe('sso@sandbox.test');
    expect(data.UserId).toBe(sandbox.state.findUserByEmail('sso@sandbox.test')?.id);
    expect(data.RefreshToken).toMatch(/^sbr\./);
  });

  it('refuses an account that does not sign in through single sign-on', async () => {
    const sandbox = createSandbox();
    const response = await sandbox.fetch(
      new Request(`${origin}/__sandbox/sso`, {
        method: 'POST',
        body: new URLSearchParams({ login_hint: 'tech@sandbox.test' }),
      }),
    );
    expect(response.status).toBe(400);
  });
});
