import { readTechVerificationMessage } from './readTechVerificationMessage';
import { techHistoryParams } from './TechVerificationApi';
import { concernsTicket, personKey, ticketGroups, upsertVerification } from './techVerificationList';
import type { TechVerification } from './TechVerification';

const message = {
  Id: 'tv-1',
  Code: null,
  ContactId: 'c1',
  ContactName: 'Bob Martinez',
  CreatedDate: '2026-11-23T10:00:00.000Z',
  CrmId: 'acme-cw',
  TicketId: '1002',
  From: '0555',
  To: '0555',
  Type: 'Requested',
  IsVerified: false,
};

describe('readTechVerificationMessage', () => {
  it('maps the PascalCase message', () => {
    expect(readTechVerificationMessage(message)).toEqual({
      id: 'tv-1',
      crmId: 'acme-cw',
      ticketId: '1002',
      ticketNumber: null,
      contactId: 'c1',
      contactName: 'Bob Martinez',
      createdDate: '2026-11-23T10:00:00.000Z',
      changedDate: null,
      from: '0555',
      to: '0555',
      status: 'Requested',
      isVerified: false,
    });
  });

  it('reads when it last changed, and drops a message whose UpdatedDate is not a date', () => {
    expect(readTechVerificationMessage({ ...message, UpdatedDate: '2026-11-23T10:04:00.000Z' })?.changedDate).toBe(
      '2026-11-23T10:04:00.000Z',
    );
    expect(readTechVerificationMessage({ ...message, UpdatedDate: null })?.changedDate).toBeNull();
    expect(readTechVerificationMessage({ ...message, UpdatedDate: 'soon' })).toBeNull();
  });

  it("reads the linked ticket's number, and drops a message whose TicketNumber is not text", () => {
    expect(readTechVerificationMessage({ ...message, TicketNumber: 'T1002' })?.ticketNumber).toBe('T1002');
    expect(readTechVerificationMessage({ ...message, TicketNumber: '  ' })?.ticketNumber).toBeNull();
    expect(readTechVerificationMessage({ ...message, TicketNumber: 1002 })).toBeNull();
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
  const v = (id: string, ticketId: string | null, crmId = 'acme-cw'): TechVerification => ({
    ...readTechVerificationMessage(message)!,
    id,
    ticketId,
    crmId,
  });

  it('a later message of the same verification replaces it and goes first', () => {
    const list = [v('a', '1'), v('b', '1')];
    const updated = { ...v('b', '1'), status: 'Verified' as const };
    expect(upsertVerification(list, updated).map((x) => [x.id, x.status])).toEqual([
      ['b', 'Verified'],
      ['a', 'Requested'],
    ]);
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
    expect(
      techHistoryParams({
        start: 10,
        end: 20,
        sort: 'ContactName',
        order: 'asc',
        contactName: '  bob ',
        status: 'Failed',
        crmId: 'acme-cw',
      }),
    ).toEqual({
      _start: 10,
      _end: 20,
      field: 'ContactName',
      order: 'asc',
      ContactName: 'bob',
      Type: 'Failed',
      CrmId: 'acme-cw',
    });
    expect(
      techHistoryParams({
        start: 0,
        end: 10,
        sort: 'CreatedDate',
        order: 'desc',
        contactName: ' ',
        status: null,
        crmId: null,
      }),
    ).toEqual({
      _start: 0,
      _end: 10,
      field: 'CreatedDate',
      order: 'desc',
    });
  });
});

describe("the ticket's list, one group per person", () => {
  const base = readTechVerificationMessage(message)!;
  let n = 0;
  const v = (parts: Partial<TechVerification>): TechVerification => ({
    ...base,
    id: `tv-${++n}`,
    createdDate: new Date(Date.UTC(2026, 10, 23, 10, n)).toISOString(),
    ...parts,
  });
  const newestFirst = (list: TechVerification[]) =>
    [...list].sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));

  it('knows a person by their contact, else the phone the code goes to (any format), else their name', () => {
    expect(personKey(v({ contactId: 'c1', to: '0555 1' }))).toBe(personKey(v({ contactId: 'c1', to: '0555 2' })));
    expect(personKey(v({ contactId: null, to: '0555 010 2002' }))).toBe(
      personKey(v({ contactId: null, to: '0555-010-2002' })),
    );
    expect(personKey(v({ contactId: null, to: null, contactName: 'Bob Martinez ' }))).toBe(
      personKey(v({ contactId: null, to: null, contactName: 'bob martinez' })),
    );
    expect(personKey(v({ contactId: 'c1' }))).not.toBe(personKey(v({ contactId: 'c1', crmId: 'acme-at' })));
  });

  it('two requests from one person are one group, newest first; people to act on come first, then the three latest finished', () => {
    const bobOld = v({ contactId: 'bob', status: 'Verified' });
    const ann = v({ contactId: 'ann', status: 'Failed' });
    const bobNew = v({ contactId: 'bob', status: 'Requested' });
    const finished = ['c', 'd', 'e'].map((contactId) => v({ contactId, status: 'Verified' }));
    const groups = ticketGroups(newestFirst([bobOld, ann, bobNew, ...finished]));
    expect(groups.map((g) => g.verifications.map((x) => x.id))).toEqual([
      [bobNew.id, bobOld.id],
      ...[...finished].reverse().map((x) => [x.id]),
    ]);
    expect(groups[0]!.lead).toBe(bobNew);
  });

  it("a group's lead is its newest open verification, else its newest", () => {
    const open = v({ contactId: 'bob', status: 'CodeSent' });
    const done = v({ contactId: 'bob', status: 'Verified' });
    expect(ticketGroups(newestFirst([open, done]))[0]!.lead).toBe(open);
    const failedLater = v({ contactId: 'bob', status: 'Failed' });
    expect(ticketGroups(newestFirst([done, failedLater]))[0]!.lead).toBe(failedLater);
  });
});
