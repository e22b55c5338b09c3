import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ManualClock } from '@core/testing/ManualClock';
import type { VerificationContext } from '../core/VerificationContext';
import {
  BOB_TICKET,
  outbox,
  renderPanel as renderVerificationPanel,
  setupVerificationPanel,
} from './testing/renderVerificationPanel';

// One intended action, one request (double clicks and Enters in one task), malformed hub
// events never reach the screen, and a reconnect makes the panel ask again what it waits for.

const { server } = setupVerificationPanel();

const ticketNotes = async (): Promise<unknown[]> => (await fetch('http://localhost/__sandbox/ticket-notes')).json();

function renderPanel(
  contact: Contact,
  {
    context = BOB_TICKET,
    ...services
  }: { hub?: FakeRealtimeHub; clock?: ManualClock; context?: VerificationContext } = {},
) {
  return renderVerificationPanel(contact, context, services);
}

/** Requests to `pattern` as MSW (so the sandbox) receives them. */
function countRequests(pattern: RegExp) {
  let count = 0;
  const listener = ({ request }: { request: Request }) =>
    void (pattern.test(new URL(request.url).pathname) && (count += 1));
  server.events.on('request:start', listener);
  afterTest.push(() => server.events.removeListener('request:start', listener));
  return () => count;
}
const afterTest: (() => void)[] = [];
afterEach(() => afterTest.splice(0).forEach((undo) => undo()));

/**
 * Two clicks in the same task: inside one act() React renders only at the end, so the second click
 * still finds the button enabled and in place (fireEvent alone would re-render in between).
 */
function doubleClick(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

async function sendCodeAndRead(): Promise<string> {
  fireEvent.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
  await screen.findByText(/Code sent by SMS/);
  return (await outbox())[0]!.code!;
}

describe('VerificationPanel: one intended action, one request', () => {
  it('a double click on Send code by SMS texts one code', async () => {
    renderPanel(ContactMother.bob());
    doubleClick(await screen.findByRole('button', { name: 'Send code by SMS' }));
    await screen.findByText(/Code sent by SMS/);
    expect(await outbox()).toHaveLength(1);
  });

  it('a double click on Send code by email sends one email', async () => {
    renderPanel(ContactMother.bob());
    await userEvent.setup().click(await screen.findByRole('radio', { name: /^Work email/ }));
    doubleClick(screen.getByRole('button', { name: 'Send code by email' }));
    await screen.findByText(/Code sent by email/);
    expect(await outbox()).toHaveLength(1);
  });

  it('a double click on Send Duo push sends one push', async () => {
    renderPanel(ContactMother.bob(), { clock: new ManualClock(Date.now()) });
    doubleClick(await screen.findByRole('button', { name: 'Send Duo push' }));
    await screen.findByText('Push pending');
    expect((await outbox()).map((row) => row.channel)).toEqual(['Duo Push']);
  });

  it('a double click on Send Microsoft push sends one push', async () => {
    // Alice's Microsoft tenant has onboarded (the seeded world).
    renderPanel(ContactMother.alice(), {
      clock: new ManualClock(Date.now()),
      context: { ...BOB_TICKET, ticketId: '1001' },
    });
    doubleClick(await screen.findByRole('button', { name: 'Send Microsoft push' }));
    await screen.findByText('Push pending');
    expect((await outbox()).map((row) => row.channel)).toEqual(['Microsoft Push']);
  });

  it('Enter twice and a click on Check code in one task check the code once', async () => {
    renderPanel(ContactMother.bob());
    const code = await sendCodeAndRead();
    const checks = countRequests(/PsaContactValidation\/check$/);
    await userEvent.setup().type(screen.getByLabelText('Verification code'), code);
    const form = screen.getByLabelText('Verification code').closest('form')!;
    const check = screen.getByRole('button', { name: 'Check code' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
      check.click();
    });
    expect(await screen.findByText('Bob Martinez is verified')).toBeInTheDocument();
    expect(checks()).toBe(1);
  });

  it('a double click on Add a note to the ticket adds one note', async () => {
    renderPanel(ContactMother.bob());
    const code = await sendCodeAndRead();
    await userEvent.setup().type(screen.getByLabelText('Verification code'), code);
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    doubleClick(await screen.findByRole('button', { name: 'Add a note to the ticket' }));
    expect(await screen.findByText(/^Note added to the ticket by Tess Tech/)).toBeInTheDocument();
    expect(await ticketNotes()).toHaveLength(1);
  });

  it('a double click on Cancel while sending sends nothing and the panel is back', async () => {
    await fetch('http://localhost/__sandbox/verification/gateway', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delayMs: 60_000 }),
    });
    try {
      renderPanel(ContactMother.bob());
      fireEvent.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
      doubleClick(await screen.findByRole('button', { name: 'Cancel' }));
      expect(await screen.findByText('Sending cancelled. No code was sent.')).toBeInTheDocument();
      expect(await outbox()).toEqual([]);
    } finally {
      await fetch('http://localhost/__sandbox/verification/gateway', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ delayMs: 0 }),
      });
    }
  });
});

describe('VerificationPanel and the hub', () => {
  it('a malformed ContactVerificationPassed for this contact is dropped: nothing changes, nothing crashes', async () => {
    const hub = new FakeRealtimeHub();
    renderPanel(ContactMother.bob(), { hub });
    expect(await screen.findByText('No verifications yet.')).toBeInTheDocument();
    const event = {
      contactId: 'acme-cw-co1-ct2',
      psaId: 'acme-cw',
      value: '0555 010 2002',
      validationType: 'SMS',
      inspectorName: 'Tess Tech',
      note: '',
      date: new Date().toISOString(),
    };
    act(() => void hub.emit('ContactVerificationPassed', { ...event, inspectorName: { name: 'Tess' } }));
    act(() => void hub.emit('ContactVerificationPassed', { ...event, date: 'not a date' }));
    // Dropped by each listener (the standing's and the records'), never passed on.
    expect(hub.dropped).toEqual(Array(4).fill('ContactVerificationPassed'));
    expect(screen.getByText('No verifications yet.')).toBeInTheDocument();
    expect(screen.getByText('Never verified')).toBeInTheDocument();
  });

  it('a push approved while the hub was down is seen as soon as it reconnects (no poll tick needed)', async () => {
    const hub = new FakeRealtimeHub();
    const clock = new ManualClock(Date.now()); // the 2 s poll never ticks here
    renderPanel(ContactMother.bob(), { hub, clock });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Duo push' }));
    await screen.findByText('Push pending');
    const [push] = await outbox();
    // Approved while the hub was down: the sandbox's event reached nobody.
    expect(
      (await fetch(`http://localhost/__sandbox/verification/${push!.id}/approve`, { method: 'POST' })).status,
    ).toBe(200);
    expect(screen.getByText('Push pending')).toBeInTheDocument();

    act(() => hub.reconnected());
    await waitFor(() => expect(screen.getByText('Bob Martinez is verified')).toBeInTheDocument());
  });
});
