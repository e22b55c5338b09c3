import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight, EyeOpen } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { ContactValue, StatusTag, TimeText } from '@features/api/ui';
import { pageLabel } from '../core/requestTable';
import type { DataRequestRow } from '../core/SecureData';
import { REQUEST_STATUS } from './requestStatus';
import type { RequestsStore } from './RequestsStore';

export interface RequestsListProps {
  requests: RequestsStore;
  /** Show answer on a row: the page opens the request's panel, where the answer shows. */
  onShowAnswer(row: DataRequestRow): void;
}

/**
 * The ticket's (or, on a contact screen, the contact's) data requests, newest first, a page at a time; statuses
 * follow the server while the page is open. Each row says what was asked, of whom, when, and its status; a narrow
 * pod stacks the row's parts (secureData.css), so nothing is hidden and Show answer keeps its words on one line.
 */
export const RequestsList = observer(function RequestsList({ requests, onShowAnswer }: RequestsListProps) {
  const { table } = requests;
  const rows = requests.rows;
  return (
    <section className="secure-data__requests" aria-labelledby="secure-data-requests-title">
      <h3 id="secure-data-requests-title" className="secure-data__subtitle">
        Data requests {table.state === 'loading' && <Spinner size={14} aria-label="Loading requests" />}
      </h3>
      {table.state === 'failed' && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {table.error} <Button size="small" text="Try again" onClick={() => void requests.load()} />
        </Callout>
      )}
      {table.value && rows.length === 0 && <p>No data requests for this {requests.owner} yet.</p>}
      {rows.length > 0 && (
        <ul className="secure-data__rows" aria-label="Data requests">
          {rows.map((row) => (
            <li key={row.id} className="secure-data__row">
              <div className="secure-data__row-main">
                <span className="secure-data__row-title">{row.title}</span>
                {/* An email wraps at @ and dots (never mid-word), a phone in the pod's one format. */}
                {row.recipient && (
                  <span className="secure-data__hint">
                    to <ContactValue value={row.recipient} />
                  </span>
                )}
              </div>
              <div className="secure-data__row-meta">
                <StatusTag tone={REQUEST_STATUS[row.status].tone}>{REQUEST_STATUS[row.status].label}</StatusTag>
                <TimeText className="secure-data__hint" at={row.createdAt} prefix="Requested" />
                {row.answeredAt !== null && (
                  <TimeText className="secure-data__hint" at={row.answeredAt} prefix="Answered" />
                )}
              </div>
              {requests.canShow(row) && requests.visibleId !== row.id && (
                <Button
                  className="secure-data__row-action"
                  size="small"
                  icon={<EyeOpen />}
                  text="Show answer"
                  aria-label={`Show answer: ${row.title}`}
                  loading={requests.reveal.pending}
                  onClick={() => onShowAnswer(row)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {requests.totalCount > 0 && (
        <nav className="secure-data__pager" aria-label="Request pages">
          <Button
            variant="minimal"
            icon={<ChevronLeft />}
            aria-label="Newer requests"
            disabled={requests.page === 0}
            onClick={() => requests.showPage(requests.page - 1)}
          />
          <span aria-live="polite">{pageLabel(requests.page, rows.length, requests.totalCount)}</span>
          <Button
            variant="minimal"
            icon={<ChevronRight />}
            aria-label="Older requests"
            disabled={requests.page >= requests.pages - 1}
            onClick={() => requests.showPage(requests.page + 1)}
          />
        </nav>
      )}
    </section>
  );
});
