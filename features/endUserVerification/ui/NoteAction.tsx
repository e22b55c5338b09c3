import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { timeText } from '@features/api/core';
import type { CallRecord } from '../core/CallRecord';
import type { VerificationStore } from './VerificationStore';

/**
 * The ticket note of the call: "Add a note to the ticket" while the record has none, then who added it and
 * when (from the record, so a reload or another tab shows the same and offers no second note).
 */
export const NoteAction = observer(function NoteAction({
  store,
  record,
}: {
  store: VerificationStore;
  record: CallRecord;
}) {
  if (!store.context.ticketId) return null;
  if (record.ticketNote)
    return (
      <span className="verification__muted">
        Note added to the ticket by {record.ticketNote.by}{' '}
        {timeText(Date.parse(record.ticketNote.at), store.standing.now)}.
      </span>
    );
  return (
    <Button
      text="Add a note to the ticket"
      loading={store.noteSaving}
      disabled={!store.noteFor}
      onClick={() => void store.addTicketNote()}
    />
  );
});
