import { Button, Callout, HTMLTable, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { HistoryFilters, SortableHeader } from './TechHistoryControls';
import type { TechHistoryStore } from './TechHistoryStore';

import { TECH_STATUS } from './techStatus';
import { TimeText } from '@features/api/ui';
import { TicketOf } from './TicketOf';

export interface TechHistoryTableProps {
  history: TechHistoryStore;
  /** The page's now, for "3 min ago". */
  now: number;
}

/** The tenant's technician verifications: a page at a time, sortable columns, filters. */
export const TechHistoryTable = observer(function TechHistoryTable({ history, now }: TechHistoryTableProps) {
  const nameId = useId();
  const { request } = history;
  const page = request.value;
  return (
    <section className="tech-verification__history" aria-labelledby={`${nameId}-title`}>
      <h3 id={`${nameId}-title`}>History</h3>
      <HistoryFilters history={history} nameId={nameId} />
      {request.state === 'failed' && (
        <Callout intent={Intent.DANGER} title="The history could not be loaded">
          <p>{request.error}</p>
          <Button text="Try again" onClick={() => void history.load()} />
        </Callout>
      )}
      {request.state === 'loading' && !page && <p role="status">Loading the history…</p>}
      {page && page.rows.length === 0 && <p>No technician verifications match.</p>}
      {page && page.rows.length > 0 && (
        // Under 400 px the rows stack as a list (no sideways scrolling); the header row stays as the sort buttons.
        <div className="tech-verification__table-scroll">
          <HTMLTable compact striped className="tech-verification__table" aria-busy={request.state === 'loading'}>
            <caption className="visually-hidden">Technician verification history</caption>
            <SortableHeader history={history} />
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.id}>
                  {/* data-label names the cell where narrow pods stack each row (techVerification.css). */}
                  <td data-label="Date">
                    <TimeText at={Date.parse(row.createdDate)} now={now} />
                  </td>
                  <td data-label="End user">{row.contactName}</td>
                  <td data-label="Ticket">
                    <TicketOf verification={row} />
                  </td>
                  <td data-label="Status">{TECH_STATUS[row.status].words}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {page && (
        <nav className="tech-verification__pager" aria-label="History pages">
          <Button text="Previous" disabled={history.page === 0} onClick={() => history.goTo(history.page - 1)} />
          <span aria-live="polite">
            Page {history.page + 1} of {history.pageCount} ({page.totalCount} in all)
          </span>
          <Button
            text="Next"
            disabled={history.page + 1 >= history.pageCount}
            onClick={() => history.goTo(history.page + 1)}
          />
        </nav>
      )}
    </section>
  );
});
