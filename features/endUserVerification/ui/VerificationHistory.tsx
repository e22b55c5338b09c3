import { Button, H5 } from '@blueprintjs/core';
import { ContactValue, type HistoryMark, StatusTag, TimeText, toneOf } from '@features/api/ui';
import { useState } from 'react';
import { approvalLine, historyEntryKey, methodName, type HistoryEntry } from '@features/api/core';
import { entryTicket } from '../core/standingText';

export interface VerificationHistoryProps {
  /** Newest first. */
  history: HistoryEntry[];
  /** Tags beside the entries that hold for this call (from the standing). @default none */
  marks?: readonly HistoryMark[];
}

/** How many entries show before "Show more": long histories stay light in a narrow pod. */
const PAGE = 20;

/** The contact's verification history, newest first: how old, how, what, by whom, on which ticket. */
export function VerificationHistory({ history, marks = [] }: VerificationHistoryProps) {
  const [shown, setShown] = useState(PAGE);
  return (
    <section aria-labelledby="verification-history-title">
      <H5 id="verification-history-title">Verification history</H5>
      {history.length === 0 ? (
        <p>No verifications yet.</p>
      ) : (
        <ol className="verification__history" aria-label="Verification history">
          {history.slice(0, shown).map((entry, index) => {
            const ticket = entryTicket(entry);
            const key = historyEntryKey(entry);
            return (
              <li key={`${entry.date}-${index}`} className="verification__history-entry">
                <div>
                  <strong>{methodName(entry.type)}</strong> · <ContactValue value={entry.item} />{' '}
                  {entry.isRevoked && <StatusTag tone="danger">Revoked</StatusTag>}
                  {marks
                    .filter((mark) => mark.key === key)
                    .map((mark) => (
                      <StatusTag key={mark.tag.text} tone={toneOf(mark.tag.intent)} title={mark.tag.title}>
                        {mark.tag.text}
                      </StatusTag>
                    ))}
                </div>
                <div className="verification__history-meta">
                  <TimeText at={entry.date} /> by {entry.inspector}
                  {ticket && ` on ${ticket}`}
                </div>
                {entry.notes && <div>{entry.notes}</div>}
                {entry.approval && <div className="verification__history-meta">{approvalLine(entry.approval)}</div>}
              </li>
            );
          })}
        </ol>
      )}
      {history.length > shown && (
        <Button
          variant="minimal"
          text={`Show more (${history.length - shown} left)`}
          onClick={() => setShown((n) => n + PAGE)}
        />
      )}
    </section>
  );
}
