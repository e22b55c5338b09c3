import { Button, Callout, Intent, ProgressBar } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReportJob } from './ReportJob';
import { countText } from './ReportTotals';

export interface JobStatusProps {
  job: ReportJob;
  /** What the job makes, in the middle of a sentence: "the CSV", "the print". */
  what: string;
  /** What a running job does, with its rows: "Writing the CSV". */
  doing: string;
  /** What is left after a failure or a cancel: "No file was saved." */
  nothingLeft: string;
}

/** How far a long job is, with Cancel; why it failed; that it was cancelled; what it had to say at its end. */
export const JobStatus = observer(function JobStatus({ job, what, doing, nothingLeft }: JobStatusProps) {
  switch (job.state) {
    case 'running':
      return (
        <div className="report-job" role="status">
          <span>
            {doing}: {countText(job.done)} of {job.total ? countText(job.total) : '…'} rows
          </span>
          <ProgressBar value={job.total ? job.done / job.total : undefined} intent={Intent.PRIMARY} />
          <Button text="Cancel" size="small" variant="outlined" onClick={() => job.cancel()} />
        </div>
      );
    case 'failed':
      return (
        <Callout intent={Intent.DANGER} role="alert" title={`${capital(what)} could not be made`}>
          <p>{job.error}</p>
          <p>{nothingLeft}</p>
        </Callout>
      );
    case 'cancelled':
      return (
        <p className="report-job" role="status">
          {capital(what)} was cancelled. {nothingLeft}
        </p>
      );
    case 'done':
      return job.note ? (
        <Callout intent={Intent.PRIMARY} role="status">
          {job.note}
        </Callout>
      ) : null;
    default:
      return null;
  }
});

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
