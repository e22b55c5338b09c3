import { observer } from 'mobx-react-lite';
import { memo, useEffect } from 'react';
import { writtenTimeText } from '@features/api/core';
import { filterInWords, type FilterNames } from '../core/filterInWords';
import { REPORT_COLUMNS, type ColumnContext } from '../core/reportColumns';
import type { VerificationAttempt } from '../core/VerificationAttempt';
import { TotalsList, countText } from './ReportTotals';
import type { PrintedReport, VerificationReportStore } from './VerificationReportStore';

/** The printed report, once Print (or the browser's menu) made one; only the print stylesheet shows it. */
export const ReportPrint = observer(function ReportPrint({ store }: { store: VerificationReportStore }) {
  const { printed } = store;
  if (!printed) return null;
  const lists = store.options.value;
  return (
    <PrintedReportView
      report={printed}
      tenant={lists?.tenant.name ?? null}
      names={{ companies: store.companies, technicians: lists?.technicians ?? null }}
    />
  );
});

export interface PrintedReportViewProps {
  report: PrintedReport;
  /** The MSP whose report it is (null while the lists load). */
  tenant: string | null;
  names: FilterNames;
  /** Shows the document on screen too (a story of the printed page). @default false */
  onScreen?: boolean;
}

/**
 * The report as an auditor gets it (docs/decisions/282-the-print-holds-the-whole-filter.md): the MSP, the filter in
 * words, the totals and the median, every row of the filter in a table whose head repeats on every page, and a
 * footer on every page with the MSP, when it was produced (the written form, zone named) and the page's number.
 * Nothing of the app around it prints. Every value is text.
 */
export const PrintedReportView = memo(function PrintedReportView({
  report,
  tenant,
  names,
  onScreen = false,
}: PrintedReportViewProps) {
  const produced = writtenTimeText(report.producedAt);
  const title = tenant ? `Verification report · ${tenant}` : 'Verification report';
  usePageFooter(`${title} · produced ${produced}`);
  return (
    <article
      className={onScreen ? 'report-print report-print--on-screen' : 'report-print'}
      aria-label="Printed report"
      data-print-only
    >
      <header className="report-print__head">
        <h1>{title}</h1>
        <p className="report-print__filter">{filterInWords(report.filter, names)}</p>
        {report.totals && <TotalsList totals={report.totals} />}
        <p>{`Produced ${produced}. ${countStatement(report)}`.trim()}</p>
      </header>
      {report.rows.length === 0 ? (
        <p className="report-print__none">No attempts match this filter.</p>
      ) : (
        <PrintedRows rows={report.rows} context={{ companies: names.companies }} />
      )}
    </article>
  );
});

/**
 * Rows per table. Chromium lays a table out again for each page it spans, so one table of 10,000 rows took minutes
 * to print; tables of this many rows take seconds. Each starts a page, so every page opens with the column heads.
 */
export const ROWS_PER_TABLE = 200;

/** The rows as tables of ROWS_PER_TABLE: columns sized by their shares, the heads on every page. */
const PrintedRows = memo(function PrintedRows({
  rows,
  context,
}: {
  rows: readonly VerificationAttempt[];
  context: ColumnContext;
}) {
  const tables: (readonly VerificationAttempt[])[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_TABLE) tables.push(rows.slice(at, at + ROWS_PER_TABLE));
  return (
    <>
      {tables.map((part) => (
        <PrintedTable key={part[0]!.id} rows={part} context={context} />
      ))}
    </>
  );
});

const PrintedTable = memo(function PrintedTable({
  rows,
  context,
}: {
  rows: readonly VerificationAttempt[];
  context: ColumnContext;
}) {
  return (
    <table className="report-print__table">
      <colgroup>
        {REPORT_COLUMNS.map((column) => (
          <col key={column.name} style={{ width: `${column.share}%` }} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {REPORT_COLUMNS.map((column) => (
            <th key={column.name}>{column.name}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((attempt) => (
          <tr key={attempt.id}>
            {REPORT_COLUMNS.map((column) => (
              <td key={column.name} data-column={column.name}>
                {column.text(attempt, context)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

function countStatement(report: PrintedReport): string {
  if (report.partial)
    return `This print holds the first ${countText(report.rows.length)} of ${countText(report.total)} attempts: the report's Print button prints every one.`;
  if (report.rows.length === 0) return '';
  return report.rows.length === 1
    ? 'The one attempt is printed.'
    : `All ${countText(report.rows.length)} attempts are printed.`;
}

/**
 * The footer's left part on every printed page. A CSS string (no counter, no element can put text there), set
 * through the CSS object model: the production policy refuses <style> elements in the page.
 */
function usePageFooter(text: string): void {
  useEffect(() => {
    if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`@page report { @bottom-left { content: ${cssString(text)}; } }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((one) => one !== sheet);
    };
  }, [text]);
}

/** A CSS string of any text: every character but letters, digits and spaces escaped, so nothing ends the string or the rule. */
export function cssString(text: string): string {
  return `"${text.replace(/[^A-Za-z0-9 ]/gu, (ch) => `\\${ch.codePointAt(0)!.toString(16)} `)}"`;
}
