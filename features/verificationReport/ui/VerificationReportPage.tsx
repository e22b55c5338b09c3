import { Button, Callout, Intent } from '@blueprintjs/core';
import { Download, Print, Th } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { ClockToken } from '@features/api/core';
import { FeatureHeader, usePageStore, useService } from '@features/api/ui';
import { JobStatus } from './JobStatus';
import { ReportFilters } from './ReportFilters';
import { ReportPrint } from './ReportPrint';
import { ReportTable } from './ReportTable';
import { ReportTotals, countText } from './ReportTotals';
import { useFilterInAddress } from './useFilterInAddress';
import { usePrint } from './usePrint';
import {
  PRINT_CEILING,
  VerificationReportStoreFactoryToken,
  type VerificationReportStore,
} from './VerificationReportStore';
import './verificationReport.css';

/**
 * The verification report: every verification attempt of the tenant in a filter (the last 30 days first) that
 * lives in the address, its totals, the rows paged from the server into a virtual table, the whole filter as CSV,
 * and a print of the whole filter.
 */
export const VerificationReportPage = observer(function VerificationReportPage() {
  const store = usePageStore(VerificationReportStoreFactoryToken, undefined);
  useFilterInAddress(store, useService(ClockToken));
  usePrint(store);
  const waiting = !!store.problem || store.pending;
  return (
    <section className="verification-report" aria-labelledby="verification-report-title">
      <div className="report-screen">
        <FeatureHeader
          id="verification-report-title"
          icon={<Th />}
          title="Verification Report"
          actions={
            <>
              <Button
                icon={<Download />}
                text="Export CSV"
                disabled={waiting || store.csv.running}
                onClick={() => void store.exportCsv()}
              />
              <Button
                icon={<Print />}
                text="Print"
                disabled={waiting || store.print.running}
                onClick={() => void store.startPrint()}
              />
            </>
          }
        />
        <ReportFilters store={store} />
        <ReportTotals store={store} />
        <JobStatus job={store.csv} what="the CSV" doing="Writing the CSV" nothingLeft="No file was saved." />
        <JobStatus job={store.print} what="the print" doing="Preparing the print" nothingLeft="Nothing was printed." />
        <PrintRefused store={store} />
        <ReportTable rows={store.rows} context={{ companies: store.companies }} />
      </div>
      <ReportPrint store={store} />
    </section>
  );
});

/** A filter larger than a print holds: say so, and offer its CSV. */
const PrintRefused = observer(function PrintRefused({ store }: { store: VerificationReportStore }) {
  if (store.printTooMany === null) return null;
  return (
    <Callout intent={Intent.WARNING} role="alert" title="Too many attempts to print">
      <p>
        This filter holds {countText(store.printTooMany)} attempts, more than the {countText(PRINT_CEILING)} a print
        holds. Narrow the filter to print it, or export it as CSV.
      </p>
      <Button icon={<Download />} text="Export CSV" onClick={() => void store.exportCsv()} />
    </Callout>
  );
});
