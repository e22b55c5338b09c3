/** @jest-environment node */
import { TicketNote } from './TicketNote';
import { smsCall, storeParts } from '../testing/storeParts';

describe('TicketNote: once per call, from its record', () => {
  it('adds one note with the call’s id, even on a double click; the record then says it is there', async () => {
    const parts = storeParts();
    const note = new TicketNote(parts);
    parts.standing.setCallId('call-1');
    await parts.backendHas(smsCall);
    expect(note.noteFor?.callId).toBe('call-1');
    await Promise.all([note.add(), note.add()]);
    expect(parts.notes.notes).toHaveLength(1);
    expect(parts.notes.notes[0]).toMatchObject({ crmId: 'acme-cw', ticketId: '1002', callId: 'call-1' });
    expect(parts.standing.thisRecord?.ticketNote).toMatchObject({ by: 'Tess Tech' });
    expect(note.noteFor).toBeNull();
    await note.add();
    expect(parts.notes.notes).toHaveLength(1);
  });

  it('nothing is noted before the record has a result, nor where there is no ticket', async () => {
    const parts = storeParts();
    parts.standing.setCallId('call-1');
    await parts.backendHas({ ...smsCall, status: 'partial', methodsNeeded: 2, verifiedAt: null });
    await new TicketNote(parts).add();
    const onContact = storeParts({
      context: { psaId: 'acme-cw', ticketId: null, companyId: 'acme-cw-co1', isTicketContact: true },
    });
    onContact.standing.setCallId('call-1');
    await onContact.backendHas({ ...smsCall, ticketId: null, ticketNumber: null });
    await new TicketNote(onContact).add();
    expect([...parts.notes.notes, ...onContact.notes.notes]).toEqual([]);
  });

  it('a note that fails is told, the record is read again, and it can be tried again', async () => {
    const parts = storeParts();
    const note = new TicketNote(parts);
    parts.standing.setCallId('call-1');
    await parts.backendHas(smsCall);
    const addNote = parts.notes.addNote.bind(parts.notes);
    parts.notes.addNote = async () => {
      throw new Error('The ticket could not be updated.');
    };
    await note.add();
    expect(parts.notifier.messages()).toHaveLength(1);
    expect(parts.api.calls.filter((c) => c.startsWith('callRecords'))).toHaveLength(2);
    parts.notes.addNote = addNote;
    await note.add();
    expect(parts.notes.notes).toHaveLength(1);
  });
});
