import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { CaretDown, CaretUp } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { TECH_VERIFICATION_STATUSES, type TechVerificationStatus } from '../core/TechVerification';
import type { TechHistorySort } from '../core/TechVerificationApi';
import type { TechHistoryStore } from './TechHistoryStore';
import { TECH_STATUS } from './techStatus';

const COLUMNS: Array<{ field: TechHistorySort; label: string }> = [
  { field: 'CreatedDate', label: 'Date' },
  { field: 'ContactName', label: 'End user' },
  { field: 'TicketId', label: 'Ticket' },
  { field: 'Type', label: 'Status' },
];

/** The history's filters: the end user's name and the status. `nameId` labels the name field. */
export const HistoryFilters = observer(function HistoryFilters({
  history,
  nameId,
}: {
  history: TechHistoryStore;
  nameId: string;
}) {
  const statusId = useId();
  return (
    <div className="tech-verification__filters">
      <label htmlFor={nameId}>End user</label>
      <InputGroup
        id={nameId}
        type="search"
        placeholder="Filter by name"
        value={history.contactName}
        onChange={(e) => history.filterByName(e.target.value)}
      />
      <label htmlFor={statusId}>Status</label>
      <HTMLSelect
        id={statusId}
        fill
        value={history.status ?? ''}
        onChange={(e) => history.filterByStatus((e.target.value || null) as TechVerificationStatus | null)}
      >
        <option value="">Any status</option>
        {TECH_VERIFICATION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {TECH_STATUS[s].words}
          </option>
        ))}
      </HTMLSelect>
    </div>
  );
});

/** The table's header row: each column a button that sorts by it (again: the other way), saying how it is sorted. */
export const SortableHeader = observer(function SortableHeader({ history }: { history: TechHistoryStore }) {
  return (
    <thead>
      <tr>
        {COLUMNS.map(({ field, label }) => {
          const sorted = history.sort === field;
          return (
            <th
              key={field}
              scope="col"
              aria-sort={sorted ? (history.order === 'asc' ? 'ascending' : 'descending') : 'none'}
            >
              <Button
                variant="minimal"
                size="small"
                text={label}
                onClick={() => history.sortBy(field)}
                endIcon={sorted ? history.order === 'asc' ? <CaretUp /> : <CaretDown /> : undefined}
              />
            </th>
          );
        })}
      </tr>
    </thead>
  );
});
