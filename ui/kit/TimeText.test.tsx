import { act, render, screen } from '@testing-library/react';
import { ClockToken } from '@core/time/Clock';
import { fullTimeText } from '@core/time/timeText';
import { ManualClock } from '@core/testing/ManualClock';
import type { Token } from '@core/shared/Token';
import { ServiceProvider, type ServiceLocator } from '../services/ServiceContext';
import { TimeText } from './TimeText';

const clock = new ManualClock(Date.parse('2026-11-26T15:30:00.000Z'));
const services: ServiceLocator = {
  get: <T,>(token: Token<T>) => (token === (ClockToken as Token<unknown>) ? clock : null) as T,
};

function renderAt(at: number | string, now?: number) {
  return render(
    <ServiceProvider services={services}>
      <TimeText at={at} now={now} />
    </ServiceProvider>,
  );
}

describe('TimeText: the one way a moment is shown', () => {
  it('writes the shared format with the full date in its tooltip and the exact moment in dateTime', () => {
    const at = clock.now() - 12 * 60_000;
    renderAt(at);
    const time = screen.getByText('12 min ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', new Date(at).toISOString());
    expect(time).toHaveAttribute('title', fullTimeText(at));
  });

  it('ages on the clock without a reload', () => {
    renderAt(new Date(clock.now() - 60_000).toISOString());
    expect(screen.getByText('1 min ago')).toBeInTheDocument();
    act(() => clock.advance(5 * 60_000));
    expect(screen.getByText('6 min ago')).toBeInTheDocument();
  });

  it('a given `now` wins over the clock', () => {
    renderAt(clock.now() - 60_000, clock.now() + 29 * 60_000);
    expect(screen.getByText('30 min ago')).toBeInTheDocument();
  });

  it('a date that cannot be read is shown as it came, never "Invalid Date"', () => {
    renderAt('yesterday-ish');
    expect(screen.getByText('yesterday-ish').tagName).toBe('SPAN');
  });

  it('hours ago under a day, then the date and time, never a bare time of day; ahead by the same rule', () => {
    renderAt(clock.now() - 3 * 3_600_000);
    expect(screen.getByText('3 h ago')).toBeInTheDocument();
    renderAt(Date.parse('2026-10-01T09:00:00.000Z'));
    expect(screen.getByText(/^Oct 1, 2026, \d{1,2}:00 (AM|PM)$/)).toBeInTheDocument();
    renderAt(clock.now() + 12 * 60_000);
    expect(screen.getByText('in 12 min')).toBeInTheDocument();
  });
});
