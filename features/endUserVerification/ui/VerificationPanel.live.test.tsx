import { ForwardingRealtime } from '@features/api/sandbox';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ManualClock } from '@core/testing/ManualClock';
import {
  BOB_TICKET,
  consoleAction,
  history,
  type OutboxRow,
  outbox,
  radio,
  renderPanel,
  setupVerificationPanel,
} from './testing/renderVerificationPanel';

// Answers that come from elsewhere, against the sandbox: a push or a link answered by the contact reaches the
// panel by the hub or the poll, a push times out, and another contact's event changes nothing.

const { sandbox } = setupVerificationPanel();

describe('VerificationPanel against the sandbox', () => {
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
});
