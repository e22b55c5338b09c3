import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { historyEntryKey, type HistoryEntry } from '@core/contact/Contact';
import { methodName } from '@core/contact/methodName';
import { approvalLine } from '@core/contact/approvalLine';
import { ticketNumberText } from '@core/psa/ticketNumberText';
import type { HistoryMark } from '../features/FeatureSignals';
import { ContactValue } from './ContactValue';
import { StatusTag, toneOf } from '../kit/StatusTag';
import { TimeText } from '../kit/TimeText';

export interface HistoryListProps {
  /** Newest first (core's mapping sorts them). */
  entries: HistoryEntry[];
  /** What features say beside an entry (End User Verification: the checks that hold for this call). @default none */
  marks?: readonly HistoryMark[];
}

/** From this many entries on, only the visible ones are in the page (a 10,000-entry history stays smooth). */
export const VIRTUAL_HISTORY_FROM = 50;
const LABEL = 'Verification history, newest first';

/** A contact's verification history. */
export function HistoryList({ entries, marks = [] }: HistoryListProps) {
  if (entries.length === 0) return <p className="contact-card__empty">Not verified yet.</p>;
  if (entries.length >= VIRTUAL_HISTORY_FROM) return <VirtualHistoryList entries={entries} marks={marks} />;
  return (
    <ol className="contact-card__history" aria-label={LABEL}>
      {entries.map((entry, index) => (
        <li key={`${entry.date}-${index}`} className="contact-card__history-entry">
          <HistoryEntryView entry={entry} marks={marks} />
        </li>
      ))}
    </ol>
  );
}

function VirtualHistoryList({ entries, marks = [] }: HistoryListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer's functions are used during this render only and never passed to memoized children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 52,
    initialRect: { width: 320, height: 360 },
    overscan: 6,
  });
  return (
    <div
      ref={scroller}
      className="contact-card__history-scroll"
      tabIndex={0}
      aria-label={`${entries.length} verifications, scrollable`}
    >
      <ol
        className="contact-card__history"
        aria-label={LABEL}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualizer.getVirtualItems().map((item) => (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={entries.length}
            aria-posinset={item.index + 1}
            className="contact-card__history-entry"
            style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
          >
            <HistoryEntryView entry={entries[item.index]!} marks={marks} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * One check: how old it is (the same age the standing's tag gives), how, what, by whom and on which
 * ticket, its notes, and what features say beside it.
 */
function HistoryEntryView({ entry, marks }: { entry: HistoryEntry; marks: readonly HistoryMark[] }) {
  const key = historyEntryKey(entry);
  const ticket = entry.ticketNumber || entry.ticketId;
  return (
    <>
      <TimeText at={entry.date} />
      <span>
        {entry.type ? methodName(entry.type) : 'Verification'} ·{' '}
        {/* The verified item in the pod's one phone format, or an email that wraps at @ and dots. */}
        <ContactValue value={entry.item} />
      </span>
      <span className="contact-card__muted">
        by {entry.inspector || 'unknown technician'}
        {ticket && ` on ${ticketNumberText(ticket)}`}
      </span>
      {entry.notes && <span className="contact-card__muted">{entry.notes}</span>}
      {entry.approval && <span className="contact-card__muted">{approvalLine(entry.approval)}</span>}
      {entry.isRevoked && <StatusTag tone="danger">Revoked</StatusTag>}
      {marks
        .filter((mark) => mark.key === key)
        .map((mark) => (
          <StatusTag key={mark.tag.text} tone={toneOf(mark.tag.intent)} title={mark.tag.title}>
            {mark.tag.text}
          </StatusTag>
        ))}
    </>
  );
}
