import { initialsOf, mapPodRecord } from './mapPodRecord';

const full = {
  TicketId: 1001,
  TicketNumber: 'T1001',
  ContactId: 'c-1',
  CompanyId: 'co-1',
  CompanyName: 'Contoso Dental',
  ContactName: 'Alice Johnson',
  ContactInitials: 'AJ',
  ContactPhone: '+1 555 010 2001',
  ContactEmail: 'alice@contoso.example',
  isVerified: true,
  optedStatus: 'OptedIn',
  msTenantHasOnboarded: true,
  communicationItems: [
    { Name: 'Mobile', Type: 'phone', Value: '+1 555 010 2001', IsVerified: true },
    { Name: 'Work email', Type: 'email', Value: 'alice@contoso.example', IsVerified: false },
  ],
  history: [
    { Date: '2026-01-01T10:00:00Z', Item: 'a', Type: 'SMS', Inspector: 'Tess', Notes: '', IsRevoked: false },
    { Date: '2026-03-01T10:00:00Z', Item: 'b', Type: 'Email', Inspector: 'Tess', Notes: 'n', IsRevoked: true },
  ],
};

describe('mapping a pod record to a contact (spec section 3)', () => {
  it('maps every field of a complete record, history newest first', () => {
    const view = mapPodRecord(full);
    expect(view.ticket).toEqual({ id: '1001', number: 'T1001' });
    expect(view.initials).toBe('AJ');
    expect(view.contact).toEqual({
      id: 'c-1',
      companyId: 'co-1',
      companyName: 'Contoso Dental',
      name: 'Alice Johnson',
      phone: '+1 555 010 2001',
      email: 'alice@contoso.example',
      isVerified: true,
      optedStatus: 'OptedIn',
      msTenantHasOnboarded: true,
      communicationItems: [
        { name: 'Mobile', type: 'phone', value: '+1 555 010 2001', isVerified: true },
        { name: 'Work email', type: 'email', value: 'alice@contoso.example', isVerified: false },
      ],
      history: [
        { date: '2026-03-01T10:00:00Z', item: 'b', type: 'Email', inspector: 'Tess', notes: 'n', isRevoked: true },
        { date: '2026-01-01T10:00:00Z', item: 'a', type: 'SMS', inspector: 'Tess', notes: '', isRevoked: false },
      ],
    });
  });

  it('keeps where and by whom a check was made, and a shared line, only where the backend sent them', () => {
    const view = mapPodRecord({
      ...full,
      communicationItems: [
        { Name: 'Office', Type: 'phone', Value: '+1 555 010 9000', IsVerified: false, IsShared: true },
        { Name: 'Mobile', Type: 'phone', Value: '+1 555 010 2001', IsVerified: false, IsShared: false },
      ],
      history: [
        {
          ...full.history[0],
          TicketId: 1001,
          TicketNumber: 'T1001',
          InspectorId: 'u-tech',
          CallId: 'call-1',
        },
        { ...full.history[1], TicketId: null, TicketNumber: '', InspectorId: 7 },
      ],
    });
    expect(view.contact!.communicationItems.map((item) => item.isShared)).toEqual([true, undefined]);
    expect(view.contact!.history[1]).toMatchObject({ ticketId: '1001', ticketNumber: 'T1001', inspectorId: 'u-tech' });
    expect(view.contact!.history[0]).not.toHaveProperty('ticketId');
    expect(view.contact!.history[0]).not.toHaveProperty('ticketNumber');
    expect(view.contact!.history[0]).toMatchObject({ inspectorId: '7' });
  });

  it('a ticket with no contact has a ticket and no contact', () => {
    const view = mapPodRecord({
      TicketId: '7',
      ContactId: null,
      ContactName: 'ignored',
      CompanyId: 'co',
      CompanyName: 'Contoso',
    });
    expect(view).toEqual({
      ticket: { id: '7', number: '7' },
      contact: null,
      initials: '',
      company: { id: 'co', name: 'Contoso' },
    });
  });

  it('a contact lookup has no ticket', () => {
    expect(mapPodRecord({ ContactId: 'c-9', ContactName: 'Bob' }).ticket).toBeNull();
  });

  it.each([null, undefined, {}, { ContactId: '' }, { ContactId: '   ' }, { ContactId: { id: 1 } }])(
    '%p has no contact',
    (record) => {
      expect(mapPodRecord(record as never).contact).toBeNull();
    },
  );

  it('fills missing fields with empty values, never undefined', () => {
    const contact = mapPodRecord({ ContactId: 42 }).contact!;
    expect(contact).toEqual({
      id: '42',
      companyId: '',
      companyName: '',
      name: 'Unnamed contact',
      phone: null,
      email: null,
      isVerified: false,
      optedStatus: 'Unknown',
      msTenantHasOnboarded: false,
      communicationItems: [],
      history: [],
    });
  });

  it('drops malformed communication items and history entries, keeps the good ones; a fax or another type of number stays, marked', () => {
    const contact = mapPodRecord({
      ContactId: 'c',
      ContactName: 'Carol',
      isVerified: 'yes',
      optedStatus: 'opted_out',
      communicationItems: [
        'nonsense',
        null,
        { Type: 'fax', Value: '1' },
        { Type: 'phone', Value: '' },
        { Type: 'EMAIL', Value: 'c@x.example', IsVerified: 'true' },
        { Type: 'pager', Name: 'Beeper', Value: '555 0199' },
        { Type: '', Value: '555' },
      ],
      history: [{ Date: 'not a date' }, 7, { Item: 'no date' }, { Date: '2026-02-02T00:00:00Z', IsRevoked: 'no' }],
    }).contact!;
    expect(contact.communicationItems).toEqual([
      { name: 'Fax', type: 'phone', value: '1', isVerified: false, lineKind: 'fax' },
      { name: 'Email', type: 'email', value: 'c@x.example', isVerified: true },
      { name: 'Beeper', type: 'phone', value: '555 0199', isVerified: false, lineKind: 'other' },
    ]);
    expect(contact.email).toBe('c@x.example');
    expect(contact.isVerified).toBe(false);
    expect(contact.optedStatus).toBe('OptedOut');
    expect(contact.history).toEqual([
      { date: '2026-02-02T00:00:00Z', item: '', type: '', inspector: '', notes: '', isRevoked: false },
    ]);
  });

  it('treats non-array lists as empty and unknown opted values as Unknown', () => {
    const contact = mapPodRecord({
      ContactId: 'c',
      communicationItems: 'x',
      history: { a: 1 },
      optedStatus: 'Maybe',
    }).contact!;
    expect([contact.communicationItems, contact.history, contact.optedStatus]).toEqual([[], [], 'Unknown']);
  });

  it('takes phone and email from the items when the record leaves them out', () => {
    const { ContactPhone: _p, ContactEmail: _e, ...rest } = full;
    const contact = mapPodRecord(rest).contact!;
    expect([contact.phone, contact.email]).toEqual(['+1 555 010 2001', 'alice@contoso.example']);
  });

  it.each([
    ['', 'Alice Johnson', 'AJ'],
    ['', 'Cher', 'C'],
    ['', 'Mary van der Berg', 'MB'],
    ['', '  ', '?'],
    ['xy', 'Alice', 'XY'],
    ['', '12 Main', 'M'],
  ])('initials %p of %p are %p', (given, name, expected) => {
    expect(initialsOf(given, name)).toBe(expected);
  });
});
