import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@tests/support/renderApp';
import { setupSandboxServer } from '@tests/support/sandboxServer';

const { sandbox } = setupSandboxServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** Plays the technician on the sandbox's Duo prompt; returns where Duo sends the browser back. */
async function duoAnswer(answer: 'approve' | 'deny'): Promise<string> {
  const check = await sandbox.fetch(
    new Request('http://localhost/api/User/preCheck?source=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'duo@sandbox.test', password: 'sandbox' }),
    }),
  );
  const { url } = await check.json();
  const state = new URL(url).searchParams.get('state') ?? '';
  const back = await sandbox.fetch(
    new Request('http://localhost/__sandbox/duo', { method: 'POST', body: new URLSearchParams({ state, answer }) }),
  );
  return back.headers.get('location') ?? '';
}

describe('/duoLogin', () => {
  it("exchanges Duo's code for a session, drops it from the URL, and continues to the remembered page", async () => {
    sessionStorage.setItem('returnPath', '/pod/connectwise/acme-cw?ticketId=1001');
    const back = await duoAnswer('approve');
    expect(back).toMatch(/^\/duoLogin\?duo_code=/);
    const app = renderApp(back);
    await waitFor(() => expect(app.location()).toBe('/pod/connectwise/acme-cw?ticketId=1001'));
    expect(localStorage.getItem('userId')).toBe('u-duo');
  });

  it('a denied push says so and offers to sign in again', async () => {
    const app = renderApp(await duoAnswer('deny'));
    expect(await screen.findByText('Duo sign-in did not finish')).toBeInTheDocument();
    expect(screen.getByText(/The Duo request was denied\./)).toBeInTheDocument();
    expect(app.location()).toBe('/duoLogin');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a code used twice is refused with the server message', async () => {
    const back = await duoAnswer('approve');
    const first = renderApp(back);
    await waitFor(() => expect(first.location()).toBe('/home'));
    first.unmount();
    localStorage.clear();
    const second = renderApp(back);
    expect(await screen.findByText(/This Duo sign-in has expired\. Please sign in again\./)).toBeInTheDocument();
    expect(second.location()).toBe('/duoLogin');
  });

  it('opened by hand it shows the sign-in form', async () => {
    const app = renderApp('/duoLogin');
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('the password form leaves for the Duo prompt for a Duo account', async () => {
    const check = await sandbox.fetch(
      new Request('http://localhost/api/Token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'duo@sandbox.test', password: 'sandbox' }),
      }),
    );
    expect((await check.json()).message).toBe('This account confirms its sign-in with Duo.');
  });
});
