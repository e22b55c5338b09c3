import { Button, Callout, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { pageLabel } from '../core/requestTable';
import type { DataRequestRow, RequestStatus } from '../core/SecureData';
import { ContactValue } from '@features/api/ui';
import type { RequestsStore } from './RequestsStore';

export interface RequestsTableProps {
  requests: RequestsStore;
  /** Show answer on a row: the page opens the request's panel, where the answer shows. */
  onShowAnswer(row: DataRequestRow): void;
}

const STATUS: Record<RequestStatus, { label: string; intent: Intent }> = {
  created: { label: 'Not sent', intent: Intent.NONE },
  sent: { label: 'Waiting', intent: Intent.WARNING },
  answered: { label: 'Answered', intent: Intent.SUCCESS },
  viewed: { label: 'Answer read', intent: Intent.NONE },
  expired: { label: 'Expired', intent: Intent.DANGER },
};

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The ticket's (or, on a contact screen, the contact's) data requests, newest first, a page at a time; statuses follow the server while the page is open. */
export const RequestsTable = observer(function RequestsTable({ requests, onShowAnswer }: RequestsTableProps) {
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
        <HTMLTable compact striped className="secure-data__table" aria-label="Data requests">
          <thead>
            <tr>
              <th scope="col">Requested</th>
              <th scope="col">Asks for</th>
              <th scope="col">Status</th>
              <th scope="col"><span className="secure-data__sr-only">Answer</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{when(row.createdAt)}</td>
                <td>
                  {row.title}
                  {/* An email wraps at @ and dots (never mid-word), a phone in the pod's one format. */}
                  {row.recipient && (
                    <div className="secure-data__hint">
                      to <ContactValue value={row.recipient} />
                    </div>
                  )}
                </td>
                <td>
                  <Tag minimal intent={STATUS[row.status].intent}>{STATUS[row.status].label}</Tag>
                </td>
                <td>
                  {requests.canShow(row) && requests.visibleId !== row.id && (
                    <Button size="small" text="Show answer" aria-label={`Show answer: ${row.title}`} loading={requests.reveal.pending} onClick={() => onShowAnswer(row)} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {requests.totalCount > 0 && (
        <nav className="secure-data__pager" aria-label="Request pages">
          <Button variant="minimal" icon={<ChevronLeft />} aria-label="Newer requests" disabled={requests.page === 0} onClick={() => requests.showPage(requests.page - 1)} />
          <span aria-live="polite">{pageLabel(requests.page, rows.length, requests.totalCount)}</span>
          <Button variant="minimal" icon={<ChevronRight />} aria-label="Older requests" disabled={requests.page >= requests.pages - 1} onClick={() => requests.showPage(requests.page + 1)} />
        </nav>
      )}
    </section>
  );
});
