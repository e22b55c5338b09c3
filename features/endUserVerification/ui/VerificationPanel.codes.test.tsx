import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { ContactMother } from '@core/testing/ContactMother';
import { ManualClock } from '@core/testing/ManualClock';
import {
  BOB_TICKET,
  consoleAction,
  history,
  outbox,
  radio,
  renderPanel,
  setupVerificationPanel,
} from './testing/renderVerificationPanel';

// A code by SMS or email, against the sandbox: sent, read from the outbox, checked; wrong, expired, locked,
// resent or cancelled.

const { sandbox, server } = setupVerificationPanel();

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
});
