import { Classes } from '@blueprintjs/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bindFeatureOnce } from '@features/api/testing';
import { SessionServiceToken, RealtimeHubToken, type FeaturePodContext } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ManualClock } from '@core/testing/ManualClock';
import { ClockToken, fullTimeText } from '@features/api/core';
import { ForwardingRealtime } from '@features/api/sandbox';
import { pressWithKeyboard } from '@tests/support/keyboardOnly';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { technicianVerificationBindings } from '../bindings';
import { seedTechLedger, techLedgerOf } from '../sandbox/techVerificationLedger';
import { TechVerificationPage } from './TechVerificationPage';
import { NOW_TICK_MS } from './TechVerificationStore';

const { sandbox, server } = setupSandboxServer();

/** Bob Martinez's ticket in the seeded world (acme-cw, Contoso Dental). */
const BOB_POD: FeaturePodContext = {
  psa: null,
  psaId: 'acme-cw',
  screen: 'ticket',
  ticket: { id: '1002', number: 'T1002' },
  company: { id: 'acme-cw-co1', name: 'Contoso Dental' },
  contact: ContactMother.bob(),
  ready: true,
};

let hub: FakeRealtimeHub;
/** The page's clock: "3 min ago" moves only when the test moves it. */
let clock: ManualClock;

beforeEach(() => {
  localStorage.clear();
  storeSignedInSession(sandbox);
  // One sandbox per file: each test starts from the seeded history.
  Object.assign(techLedgerOf(sandbox.state), seedTechLedger(sandbox.state.world));
  hub = new FakeRealtimeHub();
  clock = new ManualClock(Date.now());
  // The sandbox's hub events reach the page through the fake hub, as the real hub would carry them.
  sandbox.state.realtime = new ForwardingRealtime((_tenant, target, payload) => hub.emit(target, payload));
});

function renderPage(pod: FeaturePodContext = BOB_POD) {
  return renderWithServices(<TechVerificationPage pod={pod} />, (container) => {
    bindFeatureOnce(container, 'technicianVerification', technicianVerificationBindings);
    container.rebind(RealtimeHubToken).toConstantValue(hub);
    container.rebind(ClockToken).toConstantValue(clock);
  });
}

/** The end user's side, as the console plays it. */
async function endUser(path: string, body: object) {
  const response = await fetch(`http://localhost/__sandbox/tech-verifications${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json() as Promise<{ Id: string; Code: string | null }>;
}

const receivedCode = async (id: string) => {
  const rows = (await (await fetch('http://localhost/__sandbox/tech-verifications')).json()) as Array<{
    Id: string;
    Code: string;
  }>;
  return rows.find((r) => r.Id === id)!.Code;
};

/** The first person on the ticket's list (someone to act on first, else the newest). */
const newestCard = () => screen.getAllByRole('article')[0]!;

/** Bob Martinez asked four times on ticket 1002 in the seeded history: one card. */
const seededCards = () => waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));

describe('TechVerificationPage against the sandbox', () => {
  it('an incoming request shows at once; the technician sends the code and sees it confirmed when the end user enters it', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/Page 1 of 4 \(36 in all\)/)).toBeInTheDocument();
    await seededCards();

    const request = await act(() => endUser('/request', { psaId: 'acme-cw', ticketId: '1002' }));
    expect(await screen.findByRole('article', { name: 'Bob Martinez Verification requested' })).toBe(newestCard());

    await user.click(within(newestCard()).getByRole('button', { name: 'Send code' }));
    expect(await within(newestCard()).findByText('Code sent, waiting for the end user')).toBeInTheDocument();
    expect(newestCard()).toHaveTextContent(/code by SMS to \+1 \(555\) 010-2002/);

    const code = await receivedCode(request.Id);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await act(() => endUser(`/${request.Id}/enter`, { code: wrong }));
    expect(await within(newestCard()).findByText('The end user entered a wrong code')).toBeInTheDocument();
    await act(() => endUser(`/${request.Id}/enter`, { code }));
    const confirmed = await within(newestCard()).findByText('Confirmed: the end user entered the right code');
    // The whole status wraps in a 320 px pod instead of being cut off with an ellipsis.
    expect(confirmed).not.toHaveClass(Classes.TEXT_OVERFLOW_ELLIPSIS);
    expect(within(newestCard()).queryByRole('button')).toBeNull();
    // The history follows: 37 now.
    expect(await screen.findByText(/\(37 in all\)/)).toBeInTheDocument();
  });

  it('a double click on "Send a code" texts the end user once', async () => {
    const user = userEvent.setup();
    renderPage();
    const start = await screen.findByRole('button', { name: 'Send a code to Bob Martinez' });
    const before = techLedgerOf(sandbox.state).records.length;
    await user.dblClick(start);
    expect(await within(newestCard()).findByText('Code sent, waiting for the end user')).toBeInTheDocument();
    expect(techLedgerOf(sandbox.state).records.length).toBe(before + 1);
    expect(screen.queryByRole('button', { name: 'Send a code to Bob Martinez' })).toBeNull();
  });

  it('keyboard only: after "Send a code" the focus is on the card that says where the code went; after a failure, on why', async () => {
    const user = userEvent.setup();
    renderPage();
    await pressWithKeyboard(user, await screen.findByRole('button', { name: 'Send a code to Bob Martinez' }));
    expect(await within(newestCard()).findByText('Code sent, waiting for the end user')).toBeInTheDocument();
    // The button pressed is gone: the focus must not fall to the page.
    expect(newestCard()).toHaveFocus();

    server.use(
      http.post('*/api/VerifiedPsaTechBySms', () =>
        HttpResponse.json({ message: 'The SMS gateway is down.' }, { status: 503 }),
      ),
    );
    await pressWithKeyboard(user, within(newestCard()).getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The SMS gateway is down.');
  });

  it("offers no new code until the ticket's own verifications are known (an open request there would be duplicated)", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/VerifiedPsaTechBySms/crm/:crmId/tickets/:ticketId', async () => {
        await answered;
        return HttpResponse.json([]);
      }),
    );
    renderPage();
    expect(await screen.findByText(/in all/)).toBeInTheDocument(); // the history answered; the ticket's list has not
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a code to Bob Martinez' })).toBeNull();
    act(() => answer());
    expect(await screen.findByRole('button', { name: 'Send a code to Bob Martinez' })).toBeEnabled();
  });

  it('does not offer to text a contact who has no phone', async () => {
    renderPage({ ...BOB_POD, ticket: { id: '1003', number: 'T1003' }, contact: ContactMother.carol() });
    expect(await screen.findByText('Carol Nguyen has no phone number, so no code can be texted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send a code/ })).toBeNull();
  });

  it('names the ticket in the header as the product writes ticket numbers (#T1002)', async () => {
    renderPage();
    const title = await screen.findByRole('heading', { name: 'Technician Verification' });
    expect(title.closest('header')).toHaveTextContent(/· #T1002$/);
    expect(await screen.findByRole('heading', { name: 'Requests on this ticket' })).toBeInTheDocument();
  });

  it('on a contact screen nothing speaks of "this ticket"', async () => {
    renderPage({ ...BOB_POD, screen: 'contact', ticket: null, contact: ContactMother.carol() });
    expect(await screen.findByText('No requests waiting for a ticket.')).toBeInTheDocument();
    await screen.findByText(/in all/);
    expect(screen.queryByText(/this ticket/i)).toBeNull();
  });

  it('a request naming no ticket is linked to the open ticket, then answered', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(/in all/);
    await act(() => endUser('/request', { psaId: 'acme-cw', contactId: 'acme-cw-co1-ct2' }));
    await user.click(await screen.findByRole('button', { name: 'Link to ticket #T1002' }));
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await within(newestCard()).findByText('Code sent, waiting for the end user')).toBeInTheDocument();
  });

  it('a failed send says so and keeps the request ready to try again', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(/in all/);
    await act(() => endUser('/request', { psaId: 'acme-cw', ticketId: '1002' }));
    server.use(
      http.post('*/api/VerifiedPsaTechBySms', () =>
        HttpResponse.json({ message: 'The SMS gateway is down.' }, { status: 503 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The SMS gateway is down.');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('a failed send is not said again when the page opens later, nor on another ticket', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/VerifiedPsaTechBySms', () =>
        HttpResponse.json({ message: 'The SMS gateway is down.' }, { status: 503 }),
      ),
    );
    const view = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send a code to Bob Martinez' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The SMS gateway is down.');

    view.rerender(<></>);
    view.rerender(<TechVerificationPage pod={BOB_POD} />);
    expect(await screen.findByRole('button', { name: 'Send a code to Bob Martinez' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();

    view.rerender(<TechVerificationPage pod={{ ...BOB_POD, ticket: { id: '1001', number: 'T1001' } }} />);
    expect(await screen.findByRole('heading', { name: 'Requests on this ticket' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops a malformed hub event; requests that arrive while the page is closed are on it when it opens again, until sign-out', async () => {
    const view = renderPage();
    await seededCards();
    act(() => void hub.emit('PsaTechVerificationSmsRequest', { Id: 'x', Type: 'Requested' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(hub.dropped).toEqual(['PsaTechVerificationSmsRequest']);

    // Another page is open meanwhile (the sidebar counts these through the module's notices).
    view.rerender(<></>);
    await act(() => endUser('/request', { psaId: 'acme-cw', ticketId: '1001' }));
    await act(() => endUser('/request', { psaId: 'acme-cw', ticketId: '1003' }));
    view.rerender(<TechVerificationPage pod={BOB_POD} />);
    const elsewhere = await screen.findByRole('region', { name: 'Open requests on other tickets' });
    expect(
      within(elsewhere)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Carol Nguyen: ticket #T1003 (acme-cw)', 'Alice Johnson: ticket #T1001 (acme-cw)']);

    // Signing out forgets the tenant's verifications.
    act(() => view.services.get(SessionServiceToken).signOut());
    expect(screen.queryByRole('region', { name: 'Open requests on other tickets' })).toBeNull();
  });

  it('after a hub reconnect, the request and history changes made while the hub was down show', async () => {
    renderPage();
    expect(await screen.findByText(/\(36 in all\)/)).toBeInTheDocument();
    await seededCards();

    // The hub is down: the sandbox publishes, but nothing reaches the page.
    const lost: string[] = [];
    sandbox.state.realtime = new ForwardingRealtime((_tenant, target) => lost.push(target) && 0);
    await act(() => endUser('/request', { psaId: 'acme-cw', ticketId: '1002' }));
    expect(lost).toEqual(['PsaTechVerificationSmsRequest']);
    expect(screen.getByRole('article', { name: /^Bob Martinez Confirmed/ })).toBeInTheDocument();
    expect(screen.getByText(/\(36 in all\)/)).toBeInTheDocument();

    act(() => hub.reconnected());
    expect(await screen.findByRole('article', { name: 'Bob Martinez Verification requested' })).toBe(newestCard());
    expect(await screen.findByText(/\(37 in all\)/)).toBeInTheDocument();
  });

  it("one card per person: Bob's four verifications are one card with a count and his others newest first; another person is another card", async () => {
    renderPage();
    await seededCards();
    const bob = screen.getByRole('article', { name: /^Bob Martinez/ });
    expect(within(bob).getByText('4 requests')).toBeInTheDocument();
    const others = within(within(bob).getByRole('list', { name: 'Other requests from Bob Martinez' })).getAllByRole(
      'listitem',
    );
    const times = others.map((item) => Date.parse(item.querySelector('time')!.getAttribute('datetime')!));
    expect(times).toHaveLength(3);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Alice asks without naming a ticket: her own card, first, as someone to act on.
    await act(() => endUser('/request', { psaId: 'acme-cw', contactId: 'acme-cw-co1-ct1' }));
    expect(await screen.findByRole('article', { name: 'Alice Johnson Verification requested' })).toBe(newestCard());
    // Bob asks again: still one card for him, led by the new request, first as the newest open one.
    await act(() => endUser('/request', { psaId: 'acme-cw', ticketId: '1002' }));
    expect(await screen.findByRole('article', { name: 'Bob Martinez Verification requested' })).toBe(newestCard());
    expect(within(newestCard()).getByText('5 requests')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.querySelector('strong')!.textContent)).toEqual([
      'Bob Martinez',
      'Alice Johnson',
    ]);
  });

  it('the main action comes first: "Send a code to Bob Martinez" is the page\'s first button, primary, above the ticket\'s requests', async () => {
    renderPage();
    const start = await screen.findByRole('button', { name: 'Send a code to Bob Martinez' });
    expect(screen.getAllByRole('button')[0]).toBe(start);
    expect(start).toHaveClass(Classes.INTENT_PRIMARY);
    const requests = screen.getByRole('heading', { name: 'Requests on this ticket' });
    expect(start.compareDocumentPosition(requests) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says how long ago a verification was confirmed, ages it on the page's clock without a reload, the full date in its tooltip", async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await seededCards();
    const request = await act(() => endUser('/request', { psaId: 'acme-cw', ticketId: '1002' }));
    const asked = await screen.findByRole('article', { name: 'Bob Martinez Verification requested' });
    await user.click(within(asked).getByRole('button', { name: 'Send code' }));
    await within(newestCard()).findByText('Code sent, waiting for the end user');
    const code = await receivedCode(request.Id);
    await act(() => endUser(`/${request.Id}/enter`, { code }));
    const card = await screen.findByRole('article', {
      name: 'Bob Martinez Confirmed: the end user entered the right code',
    });

    const confirmedAt = Date.parse(
      techLedgerOf(sandbox.state).records.find((r) => r.message.Id === request.Id)!.message.UpdatedDate!,
    );
    act(() => clock.advance(confirmedAt - clock.now()));
    const meta = card.querySelector('.tech-verification__meta')!;
    expect(meta).toHaveTextContent(/^Confirmed just now/);
    expect(meta.querySelector('time')).toHaveAttribute('title', fullTimeText(confirmedAt));
    // The page's now moves every NOW_TICK_MS: a minute later it says so, at most one tick late.
    act(() => clock.advance(60_000 + NOW_TICK_MS));
    expect(meta).toHaveTextContent(/^Confirmed 1 min ago/);
    act(() => clock.advance(11 * 60_000));
    expect(meta).toHaveTextContent(/^Confirmed 12 min ago/);

    // The page's clock stops with the page.
    view.unmount();
    expect(clock.activeTimers()).toBe(0);
  });

  it('the status filter and the history speak in words, never in codes', async () => {
    renderPage();
    await screen.findByText(/\(36 in all\)/);
    const options = within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Any status',
      'Verification requested',
      'Code sent, waiting for the end user',
      'The end user entered a wrong code',
      'Confirmed: the end user entered the right code',
      'Failed: too many wrong codes',
    ]);
    const cells = within(screen.getByRole('table'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain('Confirmed: the end user entered the right code');
    for (const raw of ['Requested', 'CodeSent', 'WrongCode', 'Verified', 'Failed']) expect(cells).not.toContain(raw);
  });

  it('the history names tickets by their numbers, as the pod header does, not by their ids', async () => {
    renderPage();
    await screen.findByText(/\(36 in all\)/);
    const ticketCells = within(screen.getByRole('table'))
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('data-label') === 'Ticket');
    expect(ticketCells.length).toBeGreaterThan(0);
    for (const cell of ticketCells) expect(cell.textContent).toMatch(/^#T\d+$/);
  });

  it('sorts and filters the history through the server', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(/\(36 in all\)/);
    await user.click(screen.getByRole('button', { name: 'End user' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'End user' })).toHaveAttribute('aria-sort', 'ascending'),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await user.type(screen.getByLabelText('End user'), 'bob');
    await waitFor(() => {
      const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent(/Bob Martinez.*Failed/);
    });
  });
});
