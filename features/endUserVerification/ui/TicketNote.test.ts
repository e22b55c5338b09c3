/** @jest-environment node */
import { TicketNote } from './TicketNote';
import { smsRecord, storeParts } from '../testing/storeParts';

describe('TicketNote', () => {
  it('adds one note to the ticket after a verification, even on a double click', async () => {
    const parts = storeParts();
    const note = new TicketNote(parts);
    parts.driver.verified(smsRecord);
    await Promise.all([note.add(), note.add()]);
    expect(parts.notes.notes).toHaveLength(1);
    expect(parts.notes.notes[0]).toMatchObject({ crmId: 'acme-cw', ticketId: '1002' });
    expect(parts.driver.flow).toMatchObject({ kind: 'verified', note: 'saved' });
    await note.add();
    expect(parts.notes.notes).toHaveLength(1);
  });

  it('nothing is noted before a verification', async () => {
    const parts = storeParts();
    await new TicketNote(parts).add();
    expect(parts.notes.notes).toEqual([]);
    expect(parts.driver.flow).toEqual({ kind: 'idle' });
  });

  it('a note that fails is told and can be tried again', async () => {
    const parts = storeParts();
    const note = new TicketNote(parts);
    parts.driver.verified(smsRecord);
    const addNote = parts.notes.addNote.bind(parts.notes);
    parts.notes.addNote = async () => {
      throw new Error('The ticket could not be updated.');
    };
    await note.add();
    expect(parts.notifier.messages()).toHaveLength(1);
    expect(parts.driver.flow).toMatchObject({ note: 'idle' });
    parts.notes.addNote = addNote;
    await note.add();
    expect(parts.notes.notes).toHaveLength(1);
  });
});
