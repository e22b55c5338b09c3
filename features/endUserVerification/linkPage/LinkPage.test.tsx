import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { setupSandboxServer } from '@tests/support/sandboxServer';
import { ledgerOf } from '../sandbox/VerificationLedger';
import { fetchLinkApi } from './linkApi';
import { LinkPage } from './LinkPage';

const { sandbox, server } = setupSandboxServer();
const api = fetchLinkApi('http://localhost/api');

interface Sent {
  validationId: string;
  matchNumber: number;
  token: string;
}

/** The technician's side: a link by SMS to Alice (Tess Tech, Acme MSP), as the pod sends it. */
async function sendLink(): Promise<Sent> {
  const bearer = sandbox.state.issueSession('u-tech').accessToken;
  const response = await fetch('http://localhost/api/PsaContactValidation/sendLink', {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      psaId: 'acme-cw',
      ticketId: '1001',
      contactId: 'acme-cw-co1-ct1',
      note: '',
      request: 'Other',
      callId: 'call-1',
      channel: 'sms',
      value: '+1 (555) 010-2001',
    }),
  });
  const sent = await response.json();
  const [entry] = await (await fetch('http://localhost/__sandbox/outbox')).json();
  return { ...sent, token: new URL(entry.verifyLink.url).hash.slice(1) };
}

const entryStatus = () => ledgerOf(sandbox.state).outbox[0]!.status;

beforeEach(() => ledgerOf(sandbox.state).reset());

describe('the verification link page (against the sandbox)', () => {
  it('asks first and changes nothing by opening; "Yes" shows three numbers; the right one verifies', async () => {
    const user = userEvent.setup();
    const { matchNumber, token } = await sendLink();
    render(
      <StrictMode>
        <LinkPage api={api} token={token} />
      </StrictMode>,
    );
    const question = await screen.findByRole('heading', {
      name: 'Are you on a call with Tess Tech from Acme MSP right now?',
    });
    expect(question).toHaveFocus();
    expect(entryStatus()).toBe('pending');
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByRole('heading', { name: 'Choose the number Tess Tech reads out to you' })).toHaveFocus();
    const numbers = screen.getAllByRole('button').map((b) => Number(b.textContent));
    expect(numbers).toHaveLength(3);
    expect(numbers).toContain(matchNumber);
    await user.click(screen.getByRole('button', { name: String(matchNumber) }));
    expect(await screen.findByRole('heading', { name: 'Thank you: you are verified' })).toBeInTheDocument();
    expect(entryStatus()).toBe('approved');
  });

  it('"No, I did not ask for this" denies and says what to do', async () => {
    const user = userEvent.setup();
    const { token } = await sendLink();
    render(<LinkPage api={api} token={token} />);
    await user.click(await screen.findByRole('button', { name: 'No, I did not ask for this' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for telling us' })).toBeInTheDocument();
    expect(screen.getByText(/hang up and call Acme MSP on a number you know/)).toBeInTheDocument();
    expect(entryStatus()).toBe('denied');
  });

  it('a wrong number denies; a second click on a number while the first is pending sends nothing more', async () => {
    const { matchNumber, token } = await sendLink();
    render(<LinkPage api={api} token={token} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await screen.findByRole('heading', { name: /Choose the number/ });
    const wrong = screen.getAllByRole('button').find((b) => b.textContent !== String(matchNumber))!;
    const chooses: string[] = [];
    server.events.on(
      'request:start',
      ({ request }) => void (request.url.endsWith('/choose') && chooses.push(request.url)),
    );
    await act(async () => {
      wrong.click();
      wrong.click();
    });
    expect(await screen.findByRole('heading', { name: 'That was not the number' })).toBeInTheDocument();
    expect(chooses).toHaveLength(1);
    expect(entryStatus()).toBe('denied');
    server.events.removeAllListeners();
  });

  it('a reloaded page after "Yes" goes straight to the numbers; a used link says so', async () => {
    const { matchNumber, token } = await sendLink();
    await api.confirm(token);
    const first = render(<LinkPage api={api} token={token} />);
    expect(await screen.findByRole('heading', { name: /Choose the number/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: String(matchNumber) }));
    await screen.findByRole('heading', { name: 'Thank you: you are verified' });
    first.unmount();
    render(<LinkPage api={api} token={token} />);
    expect(await screen.findByRole('heading', { name: 'You are verified' })).toBeInTheDocument();
  });

  it('no token, a made-up token, an expired link: clear words, nothing else', async () => {
    const { unmount } = render(<LinkPage api={api} token={null} />);
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    unmount();
    const made = render(<LinkPage api={api} token={'x'.repeat(43)} />);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    made.unmount();
    const { token } = await sendLink();
    await fetch(`http://localhost/__sandbox/verification/${ledgerOf(sandbox.state).outbox[0]!.id}/expire`, {
      method: 'POST',
    });
    render(<LinkPage api={api} token={token} />);
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
  });

  it('an unreachable service says so and loses nothing: Try again goes on from the same step', async () => {
    const { token } = await sendLink();
    server.use(http.post('*/api/PsaContactValidation/link/details', () => HttpResponse.error(), { once: true }));
    render(<LinkPage api={api} token={token} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Are you on a call with Tess Tech/ })).toBeInTheDocument();
    server.use(
      http.post(
        '*/api/PsaContactValidation/link/confirm',
        () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 }),
        { once: true },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Choose the number/ })).toBeInTheDocument();
    await waitFor(() => expect(entryStatus()).toBe('pending'));
  });

  it('renders text, never markup, from the service', async () => {
    const { token } = await sendLink();
    sandbox.state.world.tenants.find((t) => t.id === 't-acme')!.name = '<img src=x onerror=alert(1)>';
    render(<LinkPage api={api} token={token} />);
    expect(
      await screen.findByRole('heading', {
        name: /Are you on a call with Tess Tech from <img src=x onerror=alert\(1\)> right now\?/,
      }),
    ).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    sandbox.state.world.tenants.find((t) => t.id === 't-acme')!.name = 'Acme MSP';
  });
});
