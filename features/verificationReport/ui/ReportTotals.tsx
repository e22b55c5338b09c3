import { Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { durationText, verifiedShareText } from '../core/VerificationAttempt';
import { focusNext } from '@features/api/ui';
import type { VerificationReportStore } from './VerificationReportStore';

/** The totals over the applied filter (the server counts them all, not the rows on screen). */
export const ReportTotals = observer(function ReportTotals({ store }: { store: VerificationReportStore }) {
  const { totals } = store;
  if (totals.state === 'failed')
    return (
      <Callout
        intent={Intent.DANGER}
        role="alert"
        title="The totals could not be loaded"
        tabIndex={-1}
        {...focusNext()}
      >
        {totals.error}
      </Callout>
    );
  const value = totals.value;
  const figure = (label: string, text: string) => (
    <div className="report-totals__figure">
      <dt>{label}</dt>
      <dd>{value ? text : '…'}</dd>
    </div>
  );
  return (
    <dl
      className="report-totals"
      aria-label="Totals"
      aria-busy={totals.state === 'loading'}
      tabIndex={-1}
      {...focusNext()}
    >
      {figure('Attempts', String(value?.attempts ?? ''))}
      {figure('Verified', value ? verifiedShareText(value) : '')}
      {figure('Failed', String(value?.failed ?? ''))}
      {figure('Locked out', String(value?.lockedOut ?? ''))}
      {figure('Median time to verified', durationText(value?.medianSecondsToVerified ?? null))}
    </dl>
  );
});
