/** @jest-environment node */
import type { TechVerification } from '../core/TechVerification';
import { lastMoment } from './lastMoment';

describe('lastMoment', () => {
  const v: TechVerification = {
    id: 'tv-1',
    crmId: 'acme-cw',
    ticketId: '1002',
    ticketNumber: 'T1002',
    contactId: 'c1',
    contactName: 'Bob',
    createdDate: '2026-11-26T15:00:00.000Z',
    changedDate: '2026-11-26T15:04:00.000Z',
    from: null,
    to: null,
    status: 'Verified',
    isVerified: true,
  };

  it('a confirmed one says when it was confirmed; a request when it was asked', () => {
    expect(lastMoment(v)).toEqual({ happened: 'Confirmed', at: Date.parse('2026-11-26T15:04:00.000Z') });
    expect(lastMoment({ ...v, status: 'Requested' })).toEqual({
      happened: 'Asked',
      at: Date.parse('2026-11-26T15:00:00.000Z'),
    });
  });

  it('where the server does not say when it changed, it says when it was asked, not a confirmation time it does not know', () => {
    expect(lastMoment({ ...v, changedDate: null })).toEqual({
      happened: 'Asked',
      at: Date.parse('2026-11-26T15:00:00.000Z'),
    });
  });
});
