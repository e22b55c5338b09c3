import { readTechVerificationMessage } from './readTechVerificationMessage';
import { techHistoryParams } from './TechVerificationApi';
import { concernsTicket, upsertVerification } from './techVerificationList';
import type { TechVerification } from './TechVerification';

const message = {
  Id: 'tv-1', Code: null, ContactId: 'c1', ContactName: 'Bob Martinez', CreatedDate: '2026-11-23T10:00:00.000Z',
  CrmId: 'acme-cw', TicketId: '1002', From: '0555', To: '0555', Type: 'Requested', IsVerified: false,
};

describe('readTechVerificationMessage', () => {
  it('maps the PascalCase message', () => {
    expect(readTechVerificationMessage(message)).toEqual({
      id: 'tv-1', crmId: 'acme-cw', ticketId: '1002', contactId: 'c1', contactName: 'Bob Martinez', createdDate: '2026-11-23T10:00:00.000Z',
      from: '0555', to: '0555', status: 'Requested', isVerified: false,
    });
  });

  it.each([
    ['not an object', 'hello'],
    ['no Id', { ...message, Id: '' }],
    ['an unknown Type', { ...message, Type: 'Hacked' }],
    ['a date that is not one', { ...message, CreatedDate: 'yesterday' }],
    ['IsVerified as text', { ...message, IsVerified: 'true' }],
    ['a ContactName that is markup in an object', { ...message, ContactName: { html: '<b>x</b>' } }],
  ])('drops a message with %s', (_why, payload) => {
    expect(readTechVerificationMessage(payload)).toBeNull();
  });

  it('names an end user the message leaves unnamed', () => {
    expect(readTechVerificationMessage({ ...message, ContactName: '  ' })?.contactName).toBe('Unnamed end user');
  });
});

describe('verification list rules', () => {
  const v = (id: string, ticketId: string | null, crmId = 'acme-cw'): TechVerification => ({ ...readTechVerificationMessage(message)!, id, ticketId, crmId });

  it('a later message of the same verification replaces it and goes first', () => {
    const list = [v('a', '1'), v('b', '1')];
    const updated = { ...v('b', '1'), status: 'Verified' as const };
    expect(upsertVerification(list, updated).map((x) => [x.id, x.status])).toEqual([['b', 'Verified'], ['a', 'Requested']]);
  });

  it('a verification concerns its ticket, and requests naming no ticket concern every ticket of the PSA', () => {
    expect(concernsTicket(v('a', '1002'), 'acme-cw', '1002')).toBe(true);
    expect(concernsTicket(v('a', '1001'), 'acme-cw', '1002')).toBe(false);
    expect(concernsTicket(v('a', null), 'acme-cw', '1002')).toBe(true);
    expect(concernsTicket(v('a', null, 'acme-at'), 'acme-cw', '1002')).toBe(false);
  });
});

describe('techHistoryParams', () => {
  it('sends paging, sort and only the filters that are set', () => {
    expect(techHistoryParams({ start: 10, end: 20, sort: 'ContactName', order: 'asc', contactName: '  bob ', status: 'Failed', crmId: 'acme-cw' })).toEqual({
      _start: 10, _end: 20, field: 'ContactName', order: 'asc', ContactName: 'bob', Type: 'Failed', CrmId: 'acme-cw',
    });
    expect(techHistoryParams({ start: 0, end: 10, sort: 'CreatedDate', order: 'desc', contactName: ' ', status: null, crmId: null })).toEqual({
      _start: 0, _end: 10, field: 'CreatedDate', order: 'desc',
    });
  });
});
