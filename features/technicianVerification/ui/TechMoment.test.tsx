import { render, screen } from '@testing-library/react';
import { fullTimeText, timeText } from '@features/api/core';
import type { TechVerification } from '../core/TechVerification';
import { lastMoment, TechMoment } from './TechMoment';

const now = Date.parse('2026-11-26T15:30:00.000Z');

describe('TechMoment', () => {
  it('writes the moment in the product\'s one format with the full date in its tooltip', () => {
    const at = now - 12 * 60_000;
    render(<TechMoment at={at} now={now} />);
    expect(screen.getByText('12 min ago')).toHaveAttribute('title', fullTimeText(at));
  });

  it('a server a few seconds ahead of the browser still reads "just now"; a later time is never "ago"', () => {
    const { rerender } = render(<TechMoment at={now + 20_000} now={now} />);
    expect(screen.getByRole('time')).toHaveTextContent('just now');
    rerender(<TechMoment at={now + 2 * 3_600_000} now={now} />);
    expect(screen.getByRole('time')).toHaveTextContent(timeText(now + 2 * 3_600_000, now));
    expect(screen.getByRole('time')).not.toHaveTextContent(/ago|just now/);
  });
});

describe('lastMoment', () => {
  const v: TechVerification = {
    id: 'tv-1', crmId: 'acme-cw', ticketId: '1002', contactId: 'c1', contactName: 'Bob', createdDate: '2026-11-26T15:00:00.000Z',
    changedDate: '2026-11-26T15:04:00.000Z', from: null, to: null, status: 'Verified', isVerified: true,
  };

  it('a confirmed one says when it was confirmed; a request when it was asked', () => {
    expect(lastMoment(v)).toEqual({ happened: 'Confirmed', at: Date.parse('2026-11-26T15:04:00.000Z') });
    expect(lastMoment({ ...v, status: 'Requested' })).toEqual({ happened: 'Asked', at: Date.parse('2026-11-26T15:00:00.000Z') });
  });

  it('where the server does not say when it changed, it says when it was asked, not a confirmation time it does not know', () => {
    expect(lastMoment({ ...v, changedDate: null })).toEqual({ happened: 'Asked', at: Date.parse('2026-11-26T15:00:00.000Z') });
  });
});
