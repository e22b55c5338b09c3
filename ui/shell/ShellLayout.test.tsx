import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UserApiToken } from '@core/user/User';
import { renderApp } from '@tests/support/renderApp';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';

const { sandbox, server } = setupSandboxServer();

const signInAs = (userId = 'u-tech') => storeSignedInSession(sandbox, userId);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const POD = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';

describe('the guard and the shell', () => {
  it('sends a visitor with no stored user id to "/" and back to the pod after signing in', async () => {
    const { location } = renderApp(POD);
    await waitFor(() => expect(location()).toBe('/'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'tech@sandbox.test');
    await user.type(screen.getByLabelText('Password'), 'sandbox');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe(POD));
    expect(await screen.findByText(/Ticket #T1001/)).toBeInTheDocument();
  });

  it('shows a loader until the user has loaded, then the signed-in technician', async () => {
    signInAs();
    // The user's answer waits until the test has seen the loader (the pod link's prefetch asks for it
    // before the shell renders: a fixed delay could run out first on a loaded machine).
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/api/User/:id', async () => void (await answered))); // then the sandbox answers
    renderApp(POD);
    expect(await screen.findByText('Loading your account')).toBeInTheDocument();
    answer();
    expect(await screen.findByLabelText('Signed in as')).toHaveTextContent('Tess Tech (tech@sandbox.test)');
  });

  it('remembers the pod in session storage (psa, psaId, ticketId, screen, return path)', async () => {
    signInAs();
    renderApp('/pod/connectwise/acme-cw?entityid=42&screen=contact');
    expect(await screen.findByText('No contact with id 42 was found in ConnectWise.')).toBeInTheDocument();
    expect({ ...sessionStorage }).toEqual({
      psa: 'ConnectWise',
      psaId: 'acme-cw',
      ticketId: '42',
      screen: 'contact',
      returnPath: '/pod/connectwise/acme-cw?entityid=42&screen=contact',
    });
  });

  it('sign-out clears the session and the pod context and goes to the sign-in route', async () => {
    signInAs();
    const { location } = renderApp(POD);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect([
      localStorage.getItem('token'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('userId'),
    ]).toEqual([null, null, null]);
    expect(sessionStorage.getItem('psaId')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('sign-out asks first when a message is unsent or being written; Stay keeps the session, Sign out anyway leaves', async () => {
    signInAs();
    const failed = {
      id: 'local-1',
      direction: 'outbound',
      body: 'Call me',
      date: '2026-11-23T09:00:00.000Z',
      author: 'Tess Tech',
      state: 'failed',
      error: 'down',
    };
    localStorage.setItem('conversationOutbox:sms:sms-acme-cw-co1-ct1', JSON.stringify([failed]));
    localStorage.setItem('draft.conversation:teams:chat-1', 'Half-written');
    const { location } = renderApp(POD);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Sign out with unsent messages?');
    expect(question).toHaveTextContent('One message has not been sent, and one message is being written.');
    await user.click(within(question).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect([location(), localStorage.getItem('userId')]).toEqual([POD, 'u-tech']);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 401 mid-session clears the three items and goes to sign-in, keeping the way back', async () => {
    signInAs();
    const { location, services, notifier } = renderApp(POD);
    await screen.findByLabelText('Signed in as');
    sandbox.state.expireAllSessions();
    // The next call through the app's own HTTP client meets the expired session.
    await act(async () => {
      await expect(services.get(UserApiToken).getUser('u-tech')).rejects.toMatchObject({ kind: 'unauthorized' });
    });
    await waitFor(() => expect(location()).toBe('/login'));
    expect([
      localStorage.getItem('token'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('userId'),
    ]).toEqual([null, null, null]);
    expect(sessionStorage.getItem('returnPath')).toBe(POD);
    expect(notifier.messages()).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('a failing user load says so and offers a retry', async () => {
    signInAs();
    // Down until the test says it is back. Home, not a pod: a pod link's prefetch asks for the user too.
    let down = true;
    server.use(
      http.get('*/api/User/:id', () =>
        down ? HttpResponse.json({ message: 'Database is down.' }, { status: 503 }) : undefined,
      ),
    );
    const { notifier } = renderApp('/home');
    expect(await screen.findByText('Your account could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database is down.')).toBeInTheDocument();
    expect(notifier.messages()).toEqual(['Database is down.']);
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Signed in as')).toBeInTheDocument();
  });

  it('the first Tab reaches "Skip to main content", which moves the focus to the page', async () => {
    signInAs();
    renderApp('/home');
    await screen.findByLabelText('Signed in as');
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.getElementById('main-content')).toHaveFocus();
  });
});
