import { Callout, Intent, NonIdealState } from '@blueprintjs/core';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type CSSProperties } from 'react';
import { StatusTag, TimeText, measureRowOnce, type StatusTone } from '@features/api/ui';
import { REPORT_COLUMNS, resultText, type ColumnContext } from '../core/reportColumns';
import type { AttemptResult, VerificationAttempt } from '../core/VerificationAttempt';
import type { ReportRows } from './ReportRows';

/** The columns share the width by their screen shares, none narrower than its least width (CSS reads the variable). */
const GRID_COLUMNS = REPORT_COLUMNS.map((column) => `minmax(${column.minEm}em, ${column.screenShare}fr)`).join(' ');

const UNLAID_RECT = { width: 1280, height: 480 };

const TONE: Readonly<Record<AttemptResult, StatusTone>> = {
  verified: 'success',
  partial: 'warning',
  awaitingApproval: 'warning',
  failed: 'danger',
  denied: 'danger',
  expired: 'neutral',
  lockedOut: 'warning',
};

/**
 * The applied filter's attempts, one row each, newest first: only the rows in view are in the page, and their
 * blocks are asked from the server as they scroll in. Every value is text (names and notes may hold markup).
 */
export const ReportTable = observer(function ReportTable({
  rows,
  context,
}: {
  rows: ReportRows;
  context: ColumnContext;
}) {
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
    return <NonIdealState title="No attempts match this filter." description="Widen the range or clear a filter." />;
  return (
    <div
      ref={scroller}
      className="report-table-scroll"
      tabIndex={0}
      role="table"
      aria-label="Verification attempts"
      aria-rowcount={total + 1}
      aria-busy={rows.total === null}
      style={{ '--report-columns': GRID_COLUMNS } as CSSProperties}
    >
      <div role="rowgroup" className="report-table__head">
        <div role="row" aria-rowindex={1} className="report-row report-row--head">
          {REPORT_COLUMNS.map(({ name }) => (
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
              {attempt ? <AttemptCells attempt={attempt} context={context} /> : <span role="cell">Loading…</span>}
            </div>
          );
        })}
      </div>
    </div>
  );
});

/**
 * One attempt's cells, each carrying its column's name for the narrow layout (rows become cards). The time follows
 * the one screen rule and the result is a status tag; every other value is its column's text (names and notes may
 * hold markup: text only).
 */
function AttemptCells({ attempt, context }: { attempt: VerificationAttempt; context: ColumnContext }) {
  return (
    <>
      {REPORT_COLUMNS.map((column) => (
        <span role="cell" data-column={column.name} key={column.name}>
          {column.onScreen === 'moment' ? (
            <TimeText at={attempt.at} />
          ) : column.onScreen === 'status' ? (
            <StatusTag tone={TONE[attempt.result]}>{resultText(attempt)}</StatusTag>
          ) : (
            column.text(attempt, context)
          )}
        </span>
      ))}
    </>
  );
}
