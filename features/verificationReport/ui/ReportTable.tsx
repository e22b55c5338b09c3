import { Callout, Intent, NonIdealState } from '@blueprintjs/core';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { ticketNumberText, writtenTimeText } from '@features/api/core';
import { StatusTag, TimeText, measureRowOnce } from '@features/api/ui';
import {
  attemptNoteText,
  METHOD_NAMES,
  RESULT_NAMES,
  durationText,
  type VerificationAttempt,
} from '../core/VerificationAttempt';
import { CSV_COLUMNS } from '../core/reportCsv';
import type { ReportRows } from './ReportRows';

/** The CSV's columns but its last (seconds to verified): on screen and in print the result says the time. */
export const COLUMNS = CSV_COLUMNS.filter(
  (column): column is Exclude<(typeof CSV_COLUMNS)[number], 'Seconds to verified'> => column !== 'Seconds to verified',
);

const UNLAID_RECT = { width: 1280, height: 480 };

const TONE = {
  verified: 'success',
  partial: 'warning',
  awaitingApproval: 'warning',
  failed: 'danger',
  denied: 'danger',
  expired: 'neutral',
  lockedOut: 'warning',
} as const;

/**
 * The applied filter's attempts, one row each, newest first: only the rows in view are in the page, and their
 * blocks are asked from the server as they scroll in. Every value is text (names and notes may hold markup).
 */
export const ReportTable = observer(function ReportTable({ rows }: { rows: ReportRows }) {
  const scroller = useRef<HTMLDivElement>(null);
  const total = rows.total ?? 0;
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => 44,
    measureElement: measureRowOnce,
    initialRect: UNLAID_RECT,
    // A scroller with no layout (jsdom, a hidden tab) counts as a screenful, so the first rows are still there.
    observeElementRect: (instance, resize) =>
      observeElementRect(instance, (rect) => resize(rect.height > 0 ? rect : UNLAID_RECT)),
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (total > 0) rows.ensure(first, last);
  }, [rows, total, first, last]);

  if (rows.error)
    return (
      <Callout intent={Intent.DANGER} role="alert" title="The attempts could not be loaded">
        {rows.error}
      </Callout>
    );
  if (rows.total === 0)
    return (
      <NonIdealState
        title="No verification attempts match the filter."
        description="Widen the range or clear a filter."
      />
    );
  return (
    <div
      ref={scroller}
      className="report-table-scroll"
      tabIndex={0}
      role="table"
      aria-label="Verification attempts"
      aria-rowcount={total + 1}
      aria-busy={rows.total === null}
    >
      <div role="rowgroup" className="report-table__head">
        <div role="row" aria-rowindex={1} className="report-row report-row--head">
          {COLUMNS.map((name) => (
            <span role="columnheader" key={name}>
              {name}
            </span>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="report-table__body" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const attempt = rows.row(item.index);
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="row"
              aria-rowindex={item.index + 2}
              className="report-row"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {attempt ? <AttemptCells attempt={attempt} /> : <span role="cell">Loading…</span>}
            </div>
          );
        })}
      </div>
    </div>
  );
});

/**
 * One attempt's cells (spans in the virtual table, td in the printed one); each carries its column's name for the
 * narrow layout, where rows become cards.
 */
export function AttemptCells({ attempt, printed = false }: { attempt: VerificationAttempt; printed?: boolean }) {
  const cell = (column: (typeof COLUMNS)[number], value: ReactNode) =>
    printed ? (
      <td data-column={column}>{value}</td>
    ) : (
      <span role="cell" data-column={column}>
        {value}
      </span>
    );
  return (
    <>
      {cell(
        'When',
        // On paper the moment is written (absolute, zone named); on screen it is the one screen rule.
        printed ? (
          <time dateTime={new Date(attempt.at).toISOString()}>{writtenTimeText(attempt.at)}</time>
        ) : (
          <TimeText at={attempt.at} />
        ),
      )}
      {cell('Technician', attempt.technician.name)}
      {cell('Contact', attempt.contactName)}
      {cell('Company', attempt.company.name)}
      {cell('Ticket', attempt.ticketNumber ? ticketNumberText(attempt.ticketNumber) : '–')}
      {cell('Methods', attempt.methods.map((m) => METHOD_NAMES[m]).join(' + '))}
      {cell(
        'Result',
        <StatusTag tone={TONE[attempt.result]}>
          {RESULT_NAMES[attempt.result]}
          {attempt.secondsToVerified !== null && ` in ${durationText(attempt.secondsToVerified)}`}
        </StatusTag>,
      )}
      {cell('Approver', attempt.approver ?? '')}
      {cell('Note', attemptNoteText(attempt))}
    </>
  );
}
