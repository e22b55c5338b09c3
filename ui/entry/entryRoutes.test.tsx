import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@tests/support/renderApp';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { ThemeStoreToken } from '../theme/ThemeStore';
import { EmbeddedModeStoreToken } from './EmbeddedModeStore';

const { sandbox } = setupSandboxServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const redirectUrl = (data: unknown) => `/redirect?data=${encodeURIComponent(JSON.stringify(data))}`;

describe('the redirect-with-data route', () => {
  it('stores the session and goes home when nothing is remembered', async () => {
    const session = sessionFor(sandbox);
    const app = renderApp(
      redirectUrl({ UserId: session.userId, AccessToken: session.accessToken, RefreshToken: session.refreshToken }),
    );
    await waitFor(() => expect(app.location()).toBe('/home'));
    expect(localStorage.getItem('token')).toBe(session.accessToken);
    expect(localStorage.getItem('refreshToken')).toBe(session.refreshToken);
    expect(localStorage.getItem('userId')).toBe('u-tech');
    expect(await screen.findByText('Open a ticket or contact')).toBeInTheDocument();
  });

  it('goes to the remembered return path', async () => {
    const session = sessionFor(sandbox);
    sessionStorage.setItem('returnPath', '/pod/connectwise/acme-cw?ticketId=9');
    const app = renderApp(
      redirectUrl({ UserId: session.userId, AccessToken: session.accessToken, RefreshToken: session.refreshToken }),
    );
    await waitFor(() => expect(app.location()).toBe('/pod/connectwise/acme-cw?ticketId=9'));
  });

  it('refuses an off-origin return path and goes home instead', async () => {
    const session = sessionFor(sandbox);
    sessionStorage.setItem('returnPath', '//evil.example/steal');
    const app = renderApp(
      redirectUrl({ UserId: session.userId, AccessToken: session.accessToken, RefreshToken: session.refreshToken }),
    );
    await waitFor(() => expect(app.location()).toBe('/home'));
    expect(app.leftTo).toEqual([]);
  });

  it('says the link is incomplete, stores nothing and drops the data from the URL', async () => {
    const app = renderApp(redirectUrl({ UserId: 'u-tech', AccessToken: 'only-half' }));
    expect(await screen.findByText('This sign-in link is incomplete')).toBeInTheDocument();
    expect(app.location()).toBe('/redirect');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('the external entry route', () => {
  const entry = (params: Record<string, string>) => `/external?${new URLSearchParams(params)}`;

  it('stores the session, forces light theme and simple mode, and opens the ConnectWise ticket without tokens in the URL', async () => {
    localStorage.setItem('theme', 'dark');
    const session = sessionFor(sandbox);
    const app = renderApp(
      entry({
        token: session.accessToken,
        refreshToken: session.refreshToken,
        userId: session.userId,
        psa: 'ConnectWise',
        psaId: 'acme-cw',
        itemId: '1001',
        itemType: 'ticket',
      }),
    );
    await waitFor(() => expect(app.location()).toBe('/pod/connectwise/acme-cw?ticketId=1001&screen=ticket'));
    expect(localStorage.getItem('token')).toBe(session.accessToken);
    expect(app.services.get(ThemeStoreToken).mode).toBe('light');
    expect(app.services.get(EmbeddedModeStoreToken).simpleMode).toBe(true);
    expect(app.services.get(EmbeddedModeStoreToken).entryPage).toBeNull();
    expect(sessionStorage.getItem('psa')).toBe('ConnectWise');
    expect(app.router.state.location.search).not.toContain(session.accessToken);
    expect(await screen.findByText(/Ticket #T1001/)).toBeInTheDocument();
  });

  it('page=secureData opens the shell on Secure Data Sharing, once, without asking React to flush inside an effect', async () => {
    // React's warning when the entry page was opened with flushSync from the shell's effect (it cannot flush there).
    const errors = jest.spyOn(console, 'error');
    const session = sessionFor(sandbox);
    const app = renderApp(
      entry({
        token: session.accessToken,
        refreshToken: session.refreshToken,
        userId: session.userId,
        psa: 'ConnectWise',
        psaId: 'acme-cw',
        itemId: '1001',
        itemType: 'ticket',
        page: 'secureData',
      }),
    );
    await waitFor(() => expect(app.location()).toMatch(/^\/pod\/connectwise\//));
    expect(await screen.findByRole('heading', { name: 'Secure Data Sharing' })).toBeInTheDocument();
    expect(app.services.get(EmbeddedModeStoreToken).takeEntryPage()).toBeNull();
    expect(errors.mock.calls.map((call) => String(call[0])).filter((message) => message.includes('flushSync'))).toEqual(
      [],
    );
    errors.mockRestore();
  });

  it('without a session the guard sends the visitor to sign in and remembers the ticket', async () => {
    const app = renderApp(entry({ psa: 'ConnectWise', psaId: 'acme-cw', itemId: '1001', itemType: 'contact' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(sessionStorage.getItem('returnPath')).toBe('/pod/connectwise/acme-cw?ticketId=1001&screen=contact');
    expect(sessionStorage.getItem('screen')).toBe('contact');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('an unknown psa gets a clear message and the tokens still leave the URL', async () => {
    const session = sessionFor(sandbox);
    const app = renderApp(
      entry({
        token: session.accessToken,
        refreshToken: session.refreshToken,
        userId: session.userId,
        psa: 'Jira',
        psaId: 'j-1',
      }),
    );
    expect(await screen.findByText('This integration is not supported')).toBeInTheDocument();
    expect(screen.getByText(/"Jira"/)).toBeInTheDocument();
    expect(app.location()).toBe('/external');
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });

  it('with only a session it goes to the post-login destination', async () => {
    const session = sessionFor(sandbox);
    const app = renderApp(
      entry({ token: session.accessToken, refreshToken: session.refreshToken, userId: session.userId }),
    );
    await waitFor(() => expect(app.location()).toBe('/home'));
  });

  it('with nothing at all it shows sign in', async () => {
    const app = renderApp('/external');
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
