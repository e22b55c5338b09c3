import { Button, H5 } from '@blueprintjs/core';
import { StatusTag, TimeText } from '@features/api/ui';
import { useState } from 'react';
import type { HistoryEntry } from '@features/api/core';

export interface VerificationHistoryProps {
  /** Newest first. */
  history: HistoryEntry[];
}

/** How many entries show before "Show more": long histories stay light in a narrow pod. */
const PAGE = 20;

/** The contact's verification history, newest first. */
export function VerificationHistory({ history }: VerificationHistoryProps) {
  const [shown, setShown] = useState(PAGE);
  return (
    <section aria-labelledby="verification-history-title">
      <H5 id="verification-history-title">Verification history</H5>
      {history.length === 0 ? (
        <p>No verifications yet.</p>
      ) : (
        <ol className="verification__history" aria-label="Verification history">
          {history.slice(0, shown).map((entry, index) => (
            <li key={`${entry.date}-${index}`} className="verification__history-entry">
              <div>
                <strong>{entry.type}</strong> · {entry.item}{' '}
                {entry.isRevoked && <StatusTag tone="danger">Revoked</StatusTag>}
              </div>
              <div className="verification__history-meta">
                <TimeText at={entry.date} /> by {entry.inspector}
              </div>
              {entry.notes && <div>{entry.notes}</div>}
            </li>
          ))}
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
