import { Intent, Tag } from '@blueprintjs/core';
import type { HistoryEntry } from '../../core/contact/Contact';

export interface HistoryListProps {
  /** Newest first (core's mapping sorts them). */
  entries: HistoryEntry[];
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A contact's verification history. */
export function HistoryList({ entries }: HistoryListProps) {
  if (entries.length === 0) return <p className="contact-card__empty">Not verified yet.</p>;
  return (
    <ol className="contact-card__history" aria-label="Verification history, newest first">
      {entries.map((entry, index) => (
        <li key={`${entry.date}-${index}`} className="contact-card__history-entry">
          <time dateTime={entry.date}>{when.format(new Date(entry.date))}</time>
          <span>
            {entry.type || 'Verification'} · {entry.item}
          </span>
          <span className="contact-card__muted">by {entry.inspector || 'unknown technician'}</span>
          {entry.notes && <span className="contact-card__muted">{entry.notes}</span>}
          {entry.isRevoked && (
            <Tag minimal intent={Intent.DANGER}>
              Revoked
            </Tag>
          )}
        </li>
      ))}
    </ol>
  );
}
