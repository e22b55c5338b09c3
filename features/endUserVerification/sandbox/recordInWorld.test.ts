import { podRecordOf } from '@sandbox/contract/podRecordOf';
import { seedWorld } from '@sandbox/world/seedWorld';
import { recordInWorld } from './recordInWorld';

/** The sandbox records a verification as the pod reads it back: the call fields only where the check had them. */
const base = {
  ContactId: 'acme-cw-co1-ct1',
  Value: '+1 555 0100',
  ValidationType: 'SMS',
  InspectorName: 'Tess Tech',
  Note: '',
  Date: '2026-01-01T10:00:00.000Z',
};

function recorded(record: Parameters<typeof recordInWorld>[1]) {
  const world = seedWorld();
  const contact = world.contacts[0]!;
  recordInWorld(contact, record);
  return { entry: contact.history[0]!, wire: podRecordOf(world, null, contact).history[0]! };
}

describe('recording a verification in the sandbox', () => {
  it("keeps the call's fields that the check sent, under the history's names, and the pod record sends them back", () => {
    const approval = { By: 'Max Factor', Decision: 'approve' as const, Reason: 'Known caller', At: base.Date };
    const { entry, wire } = recorded({
      ...base,
      CallerRequest: 'MfaReset',
      CallId: 'c-1',
      TicketId: '1001',
      Approval: approval,
    });
    expect(entry).toMatchObject({ request: 'MfaReset', callId: 'c-1', ticketId: '1001', approval });
    expect(wire).toMatchObject({ CallerRequest: 'MfaReset', CallId: 'c-1', TicketId: '1001', Approval: approval });
  });

  it('leaves out a call field the check did not have, in the history and in the pod record', () => {
    const { entry, wire } = recorded({ ...base, CallId: null, TicketNumber: '' });
    expect(Object.keys(entry).sort()).toEqual(['date', 'inspector', 'isRevoked', 'item', 'notes', 'type']);
    expect(Object.keys(wire).sort()).toEqual(['Date', 'Inspector', 'IsRevoked', 'Item', 'Notes', 'Type']);
  });
});
