import type { ReportDownloads } from './VerificationReportStore';

/** The browser's side of a download: a Blob behind an object URL, clicked on a link that is never in the page. */
export const browserDownloads: ReportDownloads = {
  save(parts, fileName) {
    const blob = new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    // The click has handed the Blob to the download; the URL is no longer needed once this task ends.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
  // A macrotask: the browser paints and answers input between two slices of the export.
  pause: () => new Promise((resume) => setTimeout(resume, 0)),
};
