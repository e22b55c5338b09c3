import { observer } from 'mobx-react-lite';
import { writtenTimeText } from '@features/api/core';
import { startOfDay } from '../core/reportFilter';
import { METHOD_NAMES, RESULT_NAMES } from '../core/VerificationAttempt';
import { COLUMNS, AttemptCells } from './ReportTable';
import { PRINT_LIMIT, type VerificationReportStore } from './VerificationReportStore';

/**
 * The printed report (shown only by the print stylesheet): the tenant, the filter and its range in the header, a
 * plain table whose header repeats on every page and whose rows never split. It holds the rows Print loaded, or
 * the rows loaded on screen when the browser prints by itself.
 */
export const ReportPrint = observer(function ReportPrint({ store }: { store: VerificationReportStore }) {
  const rows = store.printRows ?? store.rows.leadingRows();
  const total = store.rows.total ?? rows.length;
  return (
    <div className="report-print" aria-hidden data-print-only>
      <header className="report-print__head">
        <h1>Verification report{store.options.value ? ` · ${store.options.value.tenant.name}` : ''}</h1>
        <p>{filterText(store)}</p>
        <p>
          {rows.length < total
            ? `The newest ${rows.length} of ${total} attempts${total > PRINT_LIMIT ? ': narrow the filter to print them all' : ''}.`
            : `${total} attempts.`}
        </p>
      </header>
      <table className="report-print__table">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((attempt) => (
            <tr key={attempt.id} className="report-print__row">
              <AttemptCells attempt={attempt} printed />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** The applied filter in words: its range, then each filter set. */
function filterText(store: VerificationReportStore): string {
  const f = store.applied;
  const lists = store.options.value;
  const from = startOfDay(f.from);
  const to = startOfDay(f.to);
  const range = from && to ? `${writtenTimeText(from.getTime())} to the end of ${f.to}` : `${f.from} to ${f.to}`;
  const parts = [`From ${range}`];
  if (f.companyId) parts.push(`company ${lists?.companies.find((c) => c.id === f.companyId)?.name ?? f.companyId}`);
  if (f.technicianId)
    parts.push(`technician ${lists?.technicians.find((t) => t.id === f.technicianId)?.name ?? f.technicianId}`);
  if (f.result) parts.push(`result ${RESULT_NAMES[f.result]}`);
  if (f.method) parts.push(`method ${METHOD_NAMES[f.method]}`);
  if (f.contact.trim()) parts.push(`contact containing “${f.contact.trim()}”`);
  return parts.join(' · ');
}
