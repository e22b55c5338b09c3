import { Callout, Intent, ProgressBar } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { VerificationReportStore } from './VerificationReportStore';

/** How far the CSV export is, or why it failed (the rows on screen stay). */
export const ExportStatus = observer(function ExportStatus({ store }: { store: VerificationReportStore }) {
  const { state, written, total, error } = store.exporting;
  if (state === 'failed')
    return (
      <Callout intent={Intent.DANGER} role="alert" title="The CSV could not be made">
        {error}
      </Callout>
    );
  if (state !== 'running') return null;
  return (
    <div className="report-export" role="status">
      Writing the CSV: {written} of {total} rows
      <ProgressBar value={total ? written / total : undefined} intent={Intent.PRIMARY} />
    </div>
  );
});
