import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { ClockToken } from '@core/time/Clock';
import { ManualClock } from '@core/testing/ManualClock';
import { ServiceProvider, type ServiceLocator } from '../services/ServiceContext';
import { ConfirmButton } from './ConfirmButton';
import { StatusTag } from './StatusTag';
import { TicketNumber } from './TicketNumber';
import { TimeText } from './TimeText';
import { NOW_REFRESH_MS } from './useNow';

function withClock(ui: ReactElement, clock: ManualClock) {
  const services: ServiceLocator = {
    get: (token) => (token === ClockToken ? clock : (undefined as never)),
  } as ServiceLocator;
  services.find = ((token: unknown) => (token === ClockToken ? clock : null)) as ServiceLocator['find'];
  return render(
    <StrictMode>
      <ServiceProvider services={services}>{ui}</ServiceProvider>
    </StrictMode>,
  );
}

describe('TimeText', () => {
  it('ages by itself: "just now", then minutes, with the whole date in its tooltip', () => {
    const clock = new ManualClock(Date.parse('2026-11-22T10:00:00Z'));
    withClock(<TimeText at="2026-11-22T10:00:00Z" prefix="Sent" />, clock);
    const time = screen.getByText('Sent just now');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-22T10:00:00.000Z');
    expect(time.getAttribute('title')).toMatch(/2026/);
    act(() => clock.advance(12 * 60_000 + NOW_REFRESH_MS));
    expect(screen.getByText('Sent 12 min ago')).toBe(time);
  });

  it('shows a date it cannot read as it came, never "Invalid Date"', () => {
    withClock(<TimeText at="yesterday-ish" />, new ManualClock());
    expect(screen.getByText('yesterday-ish')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid/)).toBeNull();
  });

  it('stops ticking when it leaves the page', () => {
    const clock = new ManualClock();
    const view = withClock(<TimeText at={clock.now()} />, clock);
    view.unmount();
    expect(() => clock.advance(NOW_REFRESH_MS * 3)).not.toThrow();
    expect((clock as unknown as { timers: unknown[] }).timers).toHaveLength(0);
  });
});

describe('TicketNumber and StatusTag', () => {
  it('writes a ticket number one way, whatever the PSA sent', () => {
    render(
      <p>
        <TicketNumber number="T1001" /> <TicketNumber number="#1002" />
      </p>,
    );
    expect(screen.getByText('#T1001')).toBeInTheDocument();
    expect(screen.getByText('#1002')).toBeInTheDocument();
  });

  it('gives a status one tone and its words', () => {
    render(
      <StatusTag tone="danger" title="by Tess Tech">
        Wrong code
      </StatusTag>,
    );
    const tag = screen.getByText('Wrong code').closest('[data-tone]');
    expect(tag).toHaveAttribute('data-tone', 'danger');
    expect(tag).toHaveClass('bp6-intent-danger', 'bp6-minimal');
  });
});

describe('ConfirmButton', () => {
  it('asks first when asked to, and does nothing on Cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(
      <ConfirmButton
        text="Close chat"
        ask
        question="The client's last message has no answer."
        confirmText="Close chat"
        onConfirm={onConfirm}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Close chat' });
    await user.click(trigger);
    expect(await screen.findByText("The client's last message has no answer.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('acts at once when there is nothing to lose', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(
      <ConfirmButton text="Send by SMS" ask={false} question="unused" confirmText="Send again" onConfirm={onConfirm} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send by SMS' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
