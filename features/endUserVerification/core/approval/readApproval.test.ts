import { readApproval, VerificationApprovalChangedEvent } from './readApproval';

const wire = {
  id: 'ap-1',
  validationId: 'v-1',
  psaId: 'acme-cw',
  contactId: 'acme-cw-co1-ct2',
  contactName: 'Bob Martinez',
  ticketId: null,
  request: 'MfaReset',
  requester: { id: 'u-tech', name: 'Tess Tech' },
  approver: { id: 'u-mfa', name: 'Max Factor' },
  reason: 'Lost phone',
  requestedAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-11-27T10:10:00.000Z',
  state: 'approved',
  answer: { by: { id: 'u-duo', name: 'Dana Duo' }, decision: 'approve', reason: '', at: '2026-11-27T10:01:00.000Z' },
};

describe('reading an approval at the boundary', () => {
  it('keeps every field, times as epoch milliseconds', () => {
    expect(VerificationApprovalChangedEvent.parse({ ...wire, extra: 1 })).toEqual({
      ...wire,
      // Optional: a backend that leaves them out names no ticket number and no company.
      ticketNumber: null,
      companyName: null,
      callId: null,
      methods: [],
      requestedAt: Date.parse(wire.requestedAt),
      expiresAt: Date.parse(wire.expiresAt),
      answer: { ...wire.answer, at: Date.parse(wire.answer.at) },
    });
    const onTicket = { ...wire, ticketId: '1001', ticketNumber: 'T1001', companyName: 'Contoso Dental' };
    expect(readApproval({ ...onTicket, state: 'requested', answer: null })).toMatchObject({
      ticketId: '1001',
      ticketNumber: 'T1001',
      companyName: 'Contoso Dental',
      answer: null,
    });
  });

  it('the state decides: an answer beside an open request means nothing; an approval may come without its answer', () => {
    expect(readApproval({ ...wire, state: 'requested' })?.answer).toBeNull();
    expect(readApproval({ ...wire, answer: null })).toMatchObject({ state: 'approved', answer: null });
  });

  it.each([
    ['not an object', 'approved'],
    ['an unknown state', { ...wire, state: 'maybe' }],
    ['an answer with an unknown decision', { ...wire, answer: { ...wire.answer, decision: 'perhaps' } }],
    ['a time that is not one', { ...wire, expiresAt: 'soon' }],
    ['a missing approver', { ...wire, approver: null }],
    ['a ticket id of another type', { ...wire, ticketId: 1001 }],
    ['an unknown request', { ...wire, request: 'Coffee' }],
    ['an empty id', { ...wire, id: '' }],
  ])('drops %s', (_what, payload) => {
    expect(readApproval(payload)).toBeNull();
  });
});
