import { Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { durationText, verifiedShareText, type ReportTotals as Totals } from '../core/VerificationAttempt';
import type { VerificationReportStore } from './VerificationReportStore';

/**
 * The totals over the shown filter (the server counts them all, not the rows on screen). Figures of another filter
 * than the controls' (a typed value waiting, a load under way, a filter with a problem) are marked as such.
 */
export const ReportTotals = observer(function ReportTotals({ store }: { store: VerificationReportStore }) {
  const { totals, marked } = store;
  if (totals.state === 'failed')
    return (
      <Callout intent={Intent.DANGER} role="alert" title="The totals could not be loaded">
        {totals.error}
      </Callout>
    );
  const value = totals.value?.totals ?? null;
  return (
    <div className="report-totals-area">
      <TotalsList totals={value} stale={marked} />
      {marked && value && (
        <p className="report-totals__mark" role="status" data-report-mark>
          {store.problem
            ? 'These figures are of the previous filter: the filter above has a problem.'
            : 'These figures are of the previous filter: updating to the one chosen…'}
        </p>
      )}
    </div>
  );
});

/** The figures: attempts, the verified share, failed, locked out and the median time to verified. */
export function TotalsList({ totals, stale = false }: { totals: Totals | null; stale?: boolean }) {
  const figure = (label: string, text: string) => (
    <div className="report-totals__figure">
      <dt>{label}</dt>
      <dd>{totals ? text : '…'}</dd>
    </div>
  );
  return (
    <dl
      className={stale ? 'report-totals report-totals--stale' : 'report-totals'}
      aria-label="Totals"
      aria-busy={stale || !totals}
      data-stale={stale || undefined}
    >
      {figure('Attempts', countText(totals?.attempts))}
      {figure('Verified', totals ? verifiedShareText(totals) : '')}
      {figure('Failed', countText(totals?.failed))}
      {figure('Locked out', countText(totals?.lockedOut))}
      {figure('Median time to verified', durationText(totals?.medianSecondsToVerified ?? null))}
    </dl>
  );
}

const COUNT = new Intl.NumberFormat();

/** A count as people read it, in the technician's locale ("10,007"). */
export function countText(count: number | undefined): string {
  return count === undefined ? '' : COUNT.format(count);
}
