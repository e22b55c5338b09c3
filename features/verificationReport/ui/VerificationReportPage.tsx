import { Button } from '@blueprintjs/core';
import { Download, Print, Th } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { FeatureHeader, useFocusFollowsWork, usePageStore } from '@features/api/ui';
import { ExportStatus } from './ExportStatus';
import { ReportFilters } from './ReportFilters';
import { ReportPrint } from './ReportPrint';
import { ReportTable } from './ReportTable';
import { ReportTotals } from './ReportTotals';
import { VerificationReportStoreFactoryToken } from './VerificationReportStore';
import './verificationReport.css';

/**
 * The verification report: every verification attempt of the tenant in a filter (the last 30 days first), its
 * totals, the rows paged from the server into a virtual table, the whole filter as CSV, and a print of it.
 */
export const VerificationReportPage = observer(function VerificationReportPage() {
  const store = usePageStore(VerificationReportStoreFactoryToken, undefined);
  // Show moves the focus to the totals of what it shows (focusNext in ReportTotals).
  const section = useFocusFollowsWork<HTMLElement>([store.applied]);
  const printing = async () => {
    if (await store.loadForPrint()) window.print();
  };
  return (
    <section ref={section} className="verification-report" aria-labelledby="verification-report-title">
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
                loading={store.exporting.state === 'running'}
                disabled={!store.rows.total}
                onClick={() => void store.exportCsv()}
              />
              <Button icon={<Print />} text="Print" disabled={!store.rows.total} onClick={() => void printing()} />
            </>
          }
        />
        <ReportFilters store={store} />
        <ReportTotals store={store} />
        <ExportStatus store={store} />
        <ReportTable rows={store.rows} />
      </div>
      <ReportPrint store={store} />
    </section>
  );
});
