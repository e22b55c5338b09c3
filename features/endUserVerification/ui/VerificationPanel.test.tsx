import { ForwardingRealtime, seedWorld } from '@features/api/sandbox';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { type Contact, RealtimeHubToken, ClockToken } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ManualClock } from '@core/testing/ManualClock';
import type { VerificationContext } from '../core/VerificationContext';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { renderWithServices } from '@tests/support/renderWithServices';
import { ledgerOf } from '../sandbox/VerificationLedger';
import { VerificationPanel } from './VerificationPanel';
import { bindFeatureOnce } from '@features/api/testing';
import { verificationBindings } from '../bindings';

const { sandbox, server } = setupSandboxServer();

/** Bob's own ticket in the seeded world (acme-cw, Contoso Dental). */
const BOB_TICKET: VerificationContext = {
  psaId: 'acme-cw',
  ticketId: '1002',
  companyId: 'acme-cw-co1',
  isTicketContact: true,
};

interface OutboxRow {
  id: string;
  code: string | null;
  channel: string;
  recipient: string;
  time: string;
  status: string;
  note: string;
}

/** The sandbox console's outbox, read as a person or a test would: GET /__sandbox/outbox. */
async function outbox(): Promise<OutboxRow[]> {
  return (await fetch('http://localhost/__sandbox/outbox')).json();
}

async function consoleAction(id: string, action: 'approve' | 'deny' | 'expire'): Promise<void> {
  const response = await fetch(`http://localhost/__sandbox/verification/${id}/${action}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

beforeEach(() => {
  // One sandbox per file: each test starts with an empty outbox and the seeded contacts.
  const ledger = ledgerOf(sandbox.state);
  ledger.reset();
  sandbox.state.world.contacts.splice(0, Infinity, ...seedWorld().contacts);
  localStorage.clear();
  const session = sessionFor(sandbox, 'u-tech');
  localStorage.setItem('token', session.accessToken);
  localStorage.setItem('refreshToken', session.refreshToken);
  localStorage.setItem('userId', session.userId);
});

function renderPanel(
  contact: Contact,
  context: VerificationContext = BOB_TICKET,
  options: { hub?: FakeRealtimeHub; clock?: ManualClock } = {},
) {
  const changes: Contact[] = [];
  const view = renderWithServices(
    <VerificationPanel contact={contact} context={context} onContactChange={(c) => changes.push(c)} />,
    (container) => {
      bindFeatureOnce(container, 'endUserVerification', verificationBindings); // the panel alone: no page load binds them
      if (options.hub) container.rebind(RealtimeHubToken).toConstantValue(options.hub);
      if (options.clock) container.rebind(ClockToken).toConstantValue(options.clock);
    },
  );
  return { ...view, changes };
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });
const history = () => within(screen.getByRole('list', { name: 'Verification history' })).getAllByRole('listitem');

describe('VerificationPanel against the sandbox', () => {
  it('sends an SMS code, reads it from the outbox, checks it: item verified, history entry on top, note on the ticket', async () => {
    const user = userEvent.setup();
    const { changes } = renderPanel(ContactMother.bob());
    // Phone numbers are shown through beautifyPhoneNumber.
    expect(await screen.findByRole('radio', { name: 'Mobile: +1 (555) 010-2002' })).toBeChecked();
    expect(screen.getByText('No verifications yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText(/Code sent by SMS to \+1 \(555\) 010-2002/)).toBeInTheDocument();
    expect(screen.getByLabelText('Time left')).toHaveTextContent(/^[45]:\d\d$/);

    const [sent] = await outbox();
    expect(sent).toMatchObject({
      channel: 'SMS',
      recipient: '0555 010 2002',
      status: 'sent',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(Date.parse(sent!.time)).not.toBeNaN();

    await user.type(screen.getByLabelText('Verification code'), sent!.code!);
    await user.click(screen.getByRole('button', { name: 'Check code' }));

    expect(await screen.findByText('Bob Martinez is verified')).toBeInTheDocument();
    // The result has the focus and the screen reader hears it; the list is collapsed to the chosen item.
    expect(document.activeElement).toHaveTextContent('Bob Martinez is verified');
    expect(screen.getByText('Verified: Bob Martinez.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('SMS code (+1 (555) 010-2002).')).toBeInTheDocument();
    // Who, on which ticket, when and until when: on screen, not only in a title.
    expect(
      screen.getByText(/^Verified by Tess Tech on #T1002 (just now|\d+ min ago) · holds, ends in \d+ (min|h)$/),
    ).toBeInTheDocument();
    expect(history()).toHaveLength(1);
    expect(history()[0]).toHaveTextContent(/SMS code · \+1 \(555\) 010-2002/);
    expect(history()[0]).toHaveTextContent(/by Tess Tech/);

    // Reported upward, and recorded in the world (the next load of the contact shows it).
    expect(changes.at(-1)).toMatchObject({
      isVerified: true,
      history: [{ type: 'SMS', item: '0555 010 2002', inspector: 'Tess Tech', isRevoked: false }],
    });
    const bob = sandbox.state.world.contacts.find((c) => c.id === 'acme-cw-co1-ct2')!;
    expect(bob.history[0]).toMatchObject({ type: 'SMS', item: '0555 010 2002' });
    expect(bob.communicationItems.find((i) => i.name === 'Mobile')?.isVerified).toBe(true);
    expect((await outbox())[0]?.status).toBe('verified');

    await user.click(screen.getByRole('button', { name: 'Add a note to the ticket' }));
    // From the call's record: once written, the note is named with who added it, and not offered again.
    expect(
      await screen.findByText(/^Note added to the ticket by Tess Tech (just now|\d+ min ago)\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a note to the ticket' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify again' }));
    expect(radio(/^Mobile/)).toHaveAccessibleName('Mobile: +1 (555) 010-2002 Last verified just now');
    expect(radio(/^Office/)).toHaveAccessibleName('Office: +1 (555) 010-9000 Shared line');
    expect(screen.getByRole('button', { name: 'Send code by SMS' })).toHaveFocus();
    const notes = await (await fetch('http://localhost/__sandbox/ticket-notes')).json();
    expect(notes[0]).toMatchObject({ crmId: 'acme-cw', ticketId: '1002', author: 'Tess Tech' });
    expect(notes[0].text).toContain('Identity verified: Bob Martinez');
    expect(notes[0].text).toContain('Method: SMS code (+1 (555) 010-2002)');
  });

  it('a wrong code says so and records nothing; the right code then works', async () => {
    const user = userEvent.setup();
    renderPanel(ContactMother.bob());
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    await screen.findByText(/Code sent by SMS/);
    // The code field takes the focus when it appears.
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    const code = (await outbox())[0]!.code!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await user.type(screen.getByLabelText('Verification code'), wrong);
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(
      await screen.findByText(
        'That code is not correct. 4 tries left. Check it with the caller and try again, or resend the code.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Not the right code. Tries left: 4.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('No verifications yet.')).toBeInTheDocument();
    // Back in the field, the wrong code selected so typing replaces it.
    expect(screen.getByLabelText('Verification code')).toHaveFocus();

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Bob Martinez is verified')).toBeInTheDocument();
  });

  it('five wrong codes lock the code and the contact: Resend is disabled with until when beside it, Start over takes the focus', async () => {
    const user = userEvent.setup();
    const { notifier } = renderPanel(ContactMother.bob());
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    await screen.findByText(/Code sent by SMS/);
    const code = (await outbox())[0]!.code!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const left of ['4 tries left', '3 tries left', '2 tries left', '1 try left']) {
      await user.clear(screen.getByLabelText('Verification code'));
      await user.type(screen.getByLabelText('Verification code'), `${wrong}{Enter}`);
      expect(await screen.findByText(new RegExp(`That code is not correct. ${left}.`))).toBeInTheDocument();
    }
    // From the third failure a note is needed: a field that can be typed in, not red before anyone tried.
    expect(screen.getByLabelText(/^Note/)).toBeEnabled();
    expect(screen.queryByText('Required')).toBeNull();
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), `${wrong}{Enter}`);
    expect(await screen.findByText('Code locked')).toBeInTheDocument();
    expect(screen.getByText('Too many wrong codes: this code is locked.')).toBeInTheDocument();
    expect(screen.queryByText('Code expired')).toBeNull();
    expect(screen.getByLabelText('Verification code')).toBeDisabled();
    const lock = await screen.findByText(/^Locked, ends in \d+ min \(5 failed attempts\)$/);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveAccessibleDescription(lock.textContent!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start over' })).toHaveFocus());
    expect((await outbox())[0]!.status).toBe('locked');
    expect(notifier.messages()).toEqual([]);
    expect(document.body.textContent).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
  });

  it('after wrong codes Resend sends a new code, or, while a note is needed and missing, says so and goes to the note', async () => {
    const user = userEvent.setup();
    renderPanel(ContactMother.bob());
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    await screen.findByText(/Code sent by SMS/);
    const code = (await outbox())[0]!.code!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 3; i++) {
      await user.clear(screen.getByLabelText('Verification code'));
      await user.type(screen.getByLabelText('Verification code'), `${wrong}{Enter}`);
      await screen.findByText(new RegExp(`That code is not correct. ${4 - i} tr`));
    }
    await screen.findByLabelText(/^Note/);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Note/)).toHaveFocus();
    expect(await outbox()).toHaveLength(1);
    await user.type(screen.getByLabelText(/^Note/), 'Caller insists');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(async () => expect(await outbox()).toHaveLength(2));
    expect((await outbox())[0]!.note).toBe('Caller insists');
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('the window closes with the panel open: the result turns neutral, says how long ago, and offers Verify again', async () => {
    const clock = new ManualClock(Date.now());
    const user = userEvent.setup();
    renderPanel(ContactMother.bob(), BOB_TICKET, { clock });
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    await screen.findByText(/Code sent by SMS/);
    await user.type(screen.getByLabelText('Verification code'), (await outbox())[0]!.code!);
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Bob Martinez is verified')).toBeInTheDocument();
    act(() => clock.advance(61 * 60_000)); // Contoso Dental: a verification counts for an hour
    expect(await screen.findByText('Verification expired')).toBeInTheDocument();
    expect(
      screen.getByText('Bob Martinez was verified 1 h ago; verification for this call has expired'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Bob Martinez is verified')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a note to the ticket' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify again' })).toHaveClass('bp6-intent-primary');
    expect(screen.getByText('Last verified 1 h ago')).toBeInTheDocument(); // the header's tag agrees
  });

  it('a code that is not six digits is refused before any call', async () => {
    const user = userEvent.setup();
    renderPanel(ContactMother.bob());
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    await screen.findByText(/Code sent by SMS/);
    await user.type(screen.getByLabelText('Verification code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Enter the six-digit code.')).toBeInTheDocument();
    expect((await outbox())[0]?.status).toBe('sent');
  });

  it('a code the console expired is reported as expired, and a resend sends a new one', async () => {
    const user = userEvent.setup();
    renderPanel(ContactMother.bob());
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    await screen.findByText(/Code sent by SMS/);
    const [sent] = await outbox();
    await consoleAction(sent!.id, 'expire');

    await user.type(screen.getByLabelText('Verification code'), sent!.code!);
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('The code has expired. Send a new one.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(async () => expect(await outbox()).toHaveLength(2));
    expect(await screen.findByText(/Code sent by SMS/)).toBeInTheDocument();
  });

  it('the countdown runs on the injected clock and the code expires when it reaches zero', async () => {
    const clock = new ManualClock(Date.now());
    const user = userEvent.setup();
    renderPanel(ContactMother.bob(), BOB_TICKET, { clock });
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    await screen.findByText(/Code sent by SMS/);
    act(() => clock.advance(60_000));
    expect(screen.getByLabelText('Time left')).toHaveTextContent(/^[34]:\d\d$/);
    act(() => clock.advance(300_000));
    expect(await screen.findByText('The code has expired. Send a new one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeDisabled();
  });

  it('cancelling a send aborts the request: the panel is back, nothing was sent', async () => {
    let reached = false;
    // A gateway that never answers; only the technician's Cancel ends the request.
    server.use(
      http.post('*/api/PsaContactValidation/send', async () => {
        reached = true;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    const { notifier } = renderPanel(ContactMother.bob());
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText(/Sending a code to \+1 \(555\) 010-2002/)).toBeInTheDocument();
    await waitFor(() => expect(reached).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Sending cancelled. No code was sent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code by SMS' })).toBeEnabled();
    expect(await outbox()).toEqual([]);
    expect(notifier.messages()).toEqual([]);
  });

  it('picking another contact starts afresh for them; going back finds the first call where it was', async () => {
    const user = userEvent.setup();
    const { rerender } = renderPanel(ContactMother.bob());
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText(/Code sent by SMS to \+1 \(555\) 010-2002/)).toBeInTheDocument();

    // Carol's panel: her own (empty) call, not Bob's code under her name.
    rerender(<VerificationPanel contact={ContactMother.carol()} context={{ ...BOB_TICKET, isTicketContact: false }} />);
    expect(await screen.findByRole('heading', { name: 'End User Verification' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send code by email' })).toBeEnabled();
    expect(screen.queryByText(/Code sent by SMS/)).not.toBeInTheDocument();

    // Back to Bob: the code he was sent is still awaited.
    rerender(<VerificationPanel contact={ContactMother.bob()} context={BOB_TICKET} />);
    expect(await screen.findByText(/Code sent by SMS to \+1 \(555\) 010-2002/)).toBeInTheDocument();
  });

  it('an opted-out contact: no number is preselected or texted, the reason is said once beside the actions; email and pushes stay', async () => {
    const user = userEvent.setup();
    renderPanel(ContactMother.dan(), { ...BOB_TICKET, ticketId: '1004' });
    expect(await screen.findByRole('radio', { name: /^Work email/ })).toBeChecked();
    expect(radio(/^Mobile/)).toHaveAccessibleName('Mobile: +1 (555) 010-2004 Opted out of SMS');
    const reason = 'Dan Okafor opted out of text messages: no code or link is texted to this contact.';
    // The office line says what it is first (shared: nobody's), the mobile what Dan chose.
    expect(radio(/^Office/)).toHaveAccessibleName(/ Shared line$/);
    for (const phone of [/^Mobile/]) {
      await user.click(radio(phone));
      for (const name of ['Send code by SMS', 'Send link by SMS']) {
        expect(screen.getByRole('button', { name })).toBeDisabled();
        expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(reason);
        expect(screen.getByRole('button', { name })).not.toHaveAttribute('title');
      }
      expect(screen.getAllByText(reason)).toHaveLength(1);
    }
    expect(screen.getByRole('button', { name: 'Send Duo push' })).toBeEnabled();
    await user.click(radio(/^Work email/));
    expect(screen.getByRole('button', { name: 'Send code by email' })).toBeEnabled();
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('a fax line from the PSA is shown, tagged, and takes no code or link, with its own reason', async () => {
    const user = userEvent.setup();
    const bob = ContactMother.bob();
    const fax = {
      name: 'Front desk',
      type: 'phone' as const,
      value: '+1 555 010 7000',
      isVerified: false,
      lineKind: 'fax' as const,
    };
    renderPanel({ ...bob, communicationItems: [...bob.communicationItems, fax] });
    await user.click(await screen.findByRole('radio', { name: /^Front desk/ }));
    expect(radio(/^Front desk/)).toHaveAccessibleName(/ Fax$/);
    for (const name of ['Send code by SMS', 'Send link by SMS']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(
        'A fax line cannot receive text messages: choose a mobile or an email address.',
      );
    }
  });

  it('a line other contacts of the company share takes no code: disabled, with the reason beside it', async () => {
    const user = userEvent.setup();
    renderPanel(ContactMother.bob());
    expect(await screen.findByRole('radio', { name: /^Mobile/ })).toBeChecked();
    await user.click(radio(/^Office/));
    const reason =
      /^Shared line: other contacts of Contoso Dental use this number, so a code sent there proves nothing\.$/;
    for (const name of ['Send code by SMS', 'Send link by SMS']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(reason);
    }
    expect(screen.getByText(reason)).toBeVisible();
    expect(await outbox()).toEqual([]);
  });

  it('a number the backend reports opted out at send time says so instead of texting it', async () => {
    const user = userEvent.setup();
    // The pod record does not say Dan opted out; the send-time check does.
    renderPanel({ ...ContactMother.dan(), optedStatus: 'Unknown' }, { ...BOB_TICKET, ticketId: '1004' });
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText('Opted out of text messages')).toBeInTheDocument();
    expect(screen.getByText(/has opted out of text messages, so no code was sent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another way' })).toHaveFocus();
    expect(await outbox()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Choose another way' }));
    expect(radio(/^Mobile/)).toHaveAccessibleName('Mobile: +1 (555) 010-2004 Opted out of SMS');
    expect(screen.getByRole('button', { name: 'Send code by SMS' })).toBeDisabled();
    // Email still works.
    await user.click(radio(/^Work email/));
    await user.click(screen.getByRole('button', { name: 'Send code by email' }));
    expect(await screen.findByText(/Code sent by email to dan.okafor@contoso.example/)).toBeInTheDocument();
  });

  it('a push approved in the console updates the panel live through the hub event', async () => {
    const hub = new FakeRealtimeHub();
    // The sandbox publishes to the tenant; here the fake hub carries it to the panel.
    sandbox.state.realtime = new ForwardingRealtime((_t, target, payload) =>
      hub.emit(target as 'ContactVerificationPassed', payload as never),
    );
    const clock = new ManualClock(Date.now()); // no polling happens: only the hub can tell the panel
    const user = userEvent.setup();
    const { changes } = renderPanel(ContactMother.bob(), BOB_TICKET, { hub, clock });
    await user.click(await screen.findByRole('button', { name: 'Send Duo push' }));
    expect(await screen.findByText('Push pending')).toBeInTheDocument();
    const [push] = await outbox();
    expect(push).toMatchObject({ channel: 'Duo Push', code: null, status: 'pending' });

    await act(() => consoleAction(push!.id, 'approve'));
    expect(await screen.findByText('Bob Martinez is verified')).toBeInTheDocument();
    expect(history()[0]).toHaveTextContent(/Duo push/);
    expect(changes.at(-1)?.isVerified).toBe(true);
  });

  it('the contact opening the email link while the technician waits updates the panel live', async () => {
    const hub = new FakeRealtimeHub();
    sandbox.state.realtime = new ForwardingRealtime((_t, target, payload) =>
      hub.emit(target as 'ContactVerificationPassed', payload as never),
    );
    const user = userEvent.setup();
    renderPanel(ContactMother.bob(), BOB_TICKET, { hub });
    await user.click(await screen.findByRole('radio', { name: /^Work email/ }));
    await user.click(screen.getByRole('button', { name: 'Send code by email' }));
    await screen.findByText(/Code sent by email/);
    const [sent] = (await outbox()) as Array<OutboxRow & { link: string }>;
    await act(async () => {
      expect((await fetch(`http://localhost${sent!.link}`, { method: 'POST' })).status).toBe(200);
    });
    expect(await screen.findByText('Bob Martinez is verified')).toBeInTheDocument();
    expect(screen.getByText('Email code (bob.martinez@contoso.example).')).toBeInTheDocument();
    // Verify again starts a new request: the address proved the earlier one, not this.
    await user.click(screen.getByRole('button', { name: 'Verify again' }));
    expect(radio(/^Work email/)).toHaveAccessibleName(
      'Work email: bob.martinez@contoso.example Last verified just now',
    );
    expect(history()[0]).toHaveTextContent(/Email code · bob.martinez@contoso.example/);
  });

  it('a denied push is picked up by polling (no hub needed)', async () => {
    const clock = new ManualClock(Date.now());
    const user = userEvent.setup();
    renderPanel(ContactMother.bob(), BOB_TICKET, { clock });
    await user.click(await screen.findByRole('button', { name: 'Send Duo push' }));
    await screen.findByText('Push pending');
    await consoleAction((await outbox())[0]!.id, 'deny');
    act(() => clock.advance(2000));
    expect(await screen.findByText('Push denied')).toBeInTheDocument();
    expect(screen.getByText('Bob Martinez denied the Duo push.')).toBeInTheDocument();
  });

  it('a denied push offers another method beside Try again: one sends the push again, the other opens the codes', async () => {
    const clock = new ManualClock(Date.now());
    const user = userEvent.setup();
    renderPanel(ContactMother.bob(), BOB_TICKET, { clock });
    await user.click(await screen.findByRole('button', { name: 'Send Duo push' }));
    await screen.findByText('Push pending');
    await consoleAction((await outbox())[0]!.id, 'deny');
    act(() => clock.advance(2000));
    await screen.findByText('Push denied');
    const another = screen.getByRole('button', { name: 'Use another method' });
    // The contact said no: another method is the main way on, and takes the focus.
    expect(another).toHaveClass('bp6-intent-primary');
    await waitFor(() => expect(another).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Push pending')).toBeInTheDocument();
    await waitFor(async () => expect(await outbox()).toHaveLength(2));

    await consoleAction((await outbox())[0]!.id, 'deny');
    act(() => clock.advance(2000));
    await user.click(await screen.findByRole('button', { name: 'Use another method' }));
    expect(await screen.findByRole('button', { name: 'Send code by SMS' })).toBeEnabled();
    expect(radio(/^Mobile/)).toBeChecked();
    expect(await outbox()).toHaveLength(2);
  });

  it('says the request with its article: "For an MFA reset", "An MFA reset needs a second, different method"', async () => {
    const user = userEvent.setup();
    renderPanel(ContactMother.bob());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Caller asks for' }), 'MFA reset');
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText('For an MFA reset: two methods')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), (await outbox())[0]!.code!);
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText(/An MFA reset needs a second, different method\./)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/a mfa/i);
  });

  it('a pending push times out with the countdown', async () => {
    const clock = new ManualClock(Date.now());
    const user = userEvent.setup();
    renderPanel(ContactMother.bob(), BOB_TICKET, { clock });
    await user.click(await screen.findByRole('button', { name: 'Send Duo push' }));
    await screen.findByText('Push pending');
    // Past what the countdown shows, not a fixed 301 s: the sandbox dates the expiry by the real clock
    // when it answers, which on a loaded machine came seconds after this test's manual clock started.
    const [minutes, seconds] = screen.getByLabelText('Time left').textContent!.split(':').map(Number);
    act(() => clock.advance((minutes! * 60 + seconds! + 1) * 1000));
    expect(await screen.findByText('Push timed out')).toBeInTheDocument();
  });

  it('offers the Microsoft push only when the contact’s Microsoft tenant has onboarded', async () => {
    renderPanel(ContactMother.alice(), { ...BOB_TICKET, ticketId: '1001' });
    expect(await screen.findByRole('button', { name: 'Send Microsoft push' })).toBeInTheDocument();
    expect(history()[0]).toHaveTextContent(/Caller verified before password reset/);
  });

  it('the company’s settings decide: Northwind has no Duo push', async () => {
    const northwindBob = ContactMother.with({
      id: 'acme-cw-co2-ct2',
      companyId: 'acme-cw-co2',
      companyName: 'Northwind Traders',
    });
    renderPanel(northwindBob, { psaId: 'acme-cw', ticketId: '1008', companyId: 'acme-cw-co2', isTicketContact: true });
    expect(await screen.findByRole('button', { name: 'Send code by SMS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Duo push' })).toBeNull();
  });

  it('accepts the code read out with a space', async () => {
    const user = userEvent.setup();
    renderPanel(ContactMother.bob());
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    await screen.findByText(/Code sent by SMS/);
    const code = (await outbox())[0]!.code!;
    await user.type(screen.getByLabelText('Verification code'), `${code.slice(0, 3)} ${code.slice(3)}`);
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Bob Martinez is verified')).toBeInTheDocument();
  });

  it('where the Microsoft tenant has not onboarded, Teams and the Microsoft push are disabled with the reason', async () => {
    renderPanel(ContactMother.bob());
    await screen.findByRole('button', { name: 'Send Duo push' });
    for (const name of ['Send Microsoft push', 'Send code by Teams']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(
        "Bob Martinez's Microsoft tenant has not onboarded: no Teams code or Microsoft push can reach them.",
      );
    }
  });

  it('verifying a contact other than the ticket’s own needs a note, which is recorded', async () => {
    const user = userEvent.setup();
    renderPanel(ContactMother.bob(), { ...BOB_TICKET, ticketId: '1001', isTicketContact: false });
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(await outbox()).toEqual([]);
    await user.type(screen.getByLabelText(/Note/), 'Manager approval');
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    await screen.findByText(/Code sent by SMS/);
    expect((await outbox())[0]?.note).toBe('Manager approval');
  });

  it('a live event for another contact changes nothing, and unmounting unsubscribes', async () => {
    const hub = new FakeRealtimeHub();
    const { unmount, changes } = renderPanel(ContactMother.bob(), BOB_TICKET, { hub });
    await screen.findByRole('button', { name: 'Send code by SMS' });
    // The standing and the records it reads each listen once.
    expect(hub.listenerCount('ContactVerificationPassed')).toBe(2);
    const event = {
      contactId: 'acme-cw-co1-ct3',
      psaId: 'acme-cw',
      value: 'x',
      validationType: 'SMS',
      inspectorName: 'Tess Tech',
      note: '',
      date: new Date().toISOString(),
    };
    act(() => void hub.emit('ContactVerificationPassed', event));
    expect(screen.getByText('No verifications yet.')).toBeInTheDocument();
    expect(changes).toEqual([]);
    unmount();
    expect(hub.listenerCount('ContactVerificationPassed')).toBe(0);
  });

  it('settings that fail to load say so and can be retried', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/VerificationSettings', () =>
        ++calls === 1 ? HttpResponse.json({ message: 'Settings service is down.' }, { status: 503 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    const { notifier } = renderPanel(ContactMother.bob());
    expect(await screen.findByText('Verification settings could not be loaded')).toBeInTheDocument();
    expect(notifier.messages()).toEqual(['Settings service is down.']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Send code by SMS' })).toBeInTheDocument();
  });
});
