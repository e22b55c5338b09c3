import { presentFields, reversed, sameNames } from './presentFields';
import { CALL_FIELDS_ON_THE_WIRE, callFieldsOf } from './VerificationRecord';

describe('presentFields', () => {
  it('copies each listed field that is set, under its name in the result, and leaves out the rest', () => {
    const source = { CallId: 'c-1', TicketId: '', InspectorId: null, ApprovedBy: undefined, Note: 'not listed' };
    expect(
      presentFields(source, { CallId: 'callId', TicketId: 'ticketId', InspectorId: 'inspectorId', ApprovedBy: 'by' }),
    ).toEqual({ callId: 'c-1' });
  });

  it('keeps a nested value as it is (the same object, not a copy)', () => {
    const approval = { By: 'Max Factor', Decision: 'approve', Reason: 'Known caller', At: '2026-01-01T10:00:00Z' };
    expect(presentFields({ Approval: approval }, { Approval: 'approval' }).approval).toBe(approval);
  });

  it('reads a table both ways and under the same names', () => {
    expect(reversed({ callId: 'CallId', request: 'CallerRequest' })).toEqual({
      CallId: 'callId',
      CallerRequest: 'request',
    });
    expect(sameNames({ callId: 'CallId' })).toEqual({ callId: 'callId' });
  });
});

describe("a record's call fields", () => {
  it('are copied only where present, in the record, from the wire and to the wire alike', () => {
    const record = { request: 'MfaReset' as const, callId: 'c-1', ticketId: null, ticketNumber: '', approvedBy: 'Max' };
    expect(callFieldsOf(record)).toEqual({ request: 'MfaReset', callId: 'c-1', approvedBy: 'Max' });
    const wire = presentFields(record, CALL_FIELDS_ON_THE_WIRE);
    expect(wire).toEqual({ CallerRequest: 'MfaReset', CallId: 'c-1', ApprovedBy: 'Max' });
    expect(presentFields(wire, reversed(CALL_FIELDS_ON_THE_WIRE))).toEqual(callFieldsOf(record));
  });
});
