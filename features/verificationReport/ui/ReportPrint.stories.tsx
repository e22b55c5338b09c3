import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { companyNames } from '../core/companyNames';
import { defaultFilter } from '../core/reportFilter';
import type { VerificationAttempt } from '../core/VerificationAttempt';
import { PrintedReportView } from './ReportPrint';
import type { PrintedReport } from './VerificationReportStore';
import './verificationReport.css';

const NOW = Date.parse('2026-11-28T10:28:00Z');
const companies = companyNames([
  { id: 'cw-co1', name: 'Contoso Dental', psa: { id: 'acme-cw', name: 'ConnectWise' } },
  { id: 'halo-co1', name: 'Contoso Dental', psa: { id: 'acme-halo', name: 'Halo' } },
  { id: 'cw-co3', name: 'Fabrikam Holdings', psa: { id: 'acme-cw', name: 'ConnectWise' } },
]);
const technicians = [
  { id: 'u-tech', name: 'Tess Tech' },
  { id: 'u-mfa', name: 'Max Factor' },
];

/** Attempt `i` of a made-up month: names, notes, markup, a formula, a line break and a 5,000-character note among them. */
function attempt(i: number): VerificationAttempt {
  const hostile = [
    { contactName: '<img src=x onerror="alert(1)">Eve', note: '=HYPERLINK("http://evil.test","Click")' },
    { contactName: 'Bob Martinez', note: 'Line one\r\nline two' },
    {
      contactName: 'Carol Nguyen',
      note: 'Caller read back every digit of the code twice. '.repeat(105).slice(0, 5000),
    },
  ][i % 40];
  return {
    id: `a${i}`,
    at: NOW - i * 7 * 60_000,
    technician: technicians[i % 2]!,
    contactName: hostile?.contactName ?? ['Alice Johnson', 'Dan Okafor', 'Fabrikam Staff 12'][i % 3]!,
    company: [
      { id: 'cw-co1', name: 'Contoso Dental' },
      { id: 'halo-co1', name: 'Contoso Dental' },
      { id: 'cw-co3', name: 'Fabrikam Holdings' },
    ][i % 3]!,
    ticketNumber: i % 5 ? `T${1000 + i}` : null,
    methods: i % 7 ? ['sms'] : ['sms', 'email'],
    result: i % 9 ? 'verified' : 'failed',
    approver: i % 11 === 3 ? 'Morgan Manager' : null,
    approvalReason: i % 11 === 3 ? 'Carol is on leave; her manager confirmed the request.' : null,
    note: hostile?.note ?? (i % 4 ? '' : 'Caller asked for a password reset.'),
    secondsToVerified: i % 9 ? 30 + i : null,
  };
}

function report(rows: number, change: Partial<PrintedReport> = {}): PrintedReport {
  const list = Array.from({ length: rows }, (_, i) => attempt(i));
  return {
    filter: { ...defaultFilter(NOW), technicianId: null },
    totals: {
      attempts: rows,
      verified: list.filter((a) => a.result === 'verified').length,
      failed: 0,
      lockedOut: 0,
      medianSecondsToVerified: rows ? 95 : null,
    },
    rows: list,
    total: rows,
    producedAt: NOW,
    partial: false,
    ...change,
  };
}

/** The printed verification report as it goes on paper (shown on screen here), from a few rows to a long month. */
const meta: Meta<typeof PrintedReportView> = {
  title: 'Features/Verification Report/Printed',
  component: PrintedReportView,
  args: { tenant: 'Acme MSP', names: { companies, technicians }, onScreen: true },
};
export default meta;
type Story = StoryObj<typeof PrintedReportView>;

export const FewRows: Story = {
  args: { report: report(4) },
  play: async ({ canvasElement }) => {
    const paper = within(canvasElement).getByRole('article', { name: 'Printed report' });
    await expect(paper).toHaveTextContent('Verification report · Acme MSP');
    await expect(paper).toHaveTextContent(/Attempts from Oct 30, 2026, .* through Nov 28, 2026, 11:59 PM/);
    await expect(paper).toHaveTextContent('All 4 attempts are printed.');
    await expect(within(paper).getByText('<img src=x onerror="alert(1)">Eve')).toBeInTheDocument();
    await expect(paper.querySelector('img')).toBeNull();
    await expect(within(paper).getAllByText('Contoso Dental · ConnectWise').length).toBeGreaterThan(0);
  },
};

export const ManyRows: Story = {
  args: { report: report(250) },
  play: async ({ canvasElement }) => {
    const paper = within(canvasElement).getByRole('article', { name: 'Printed report' });
    await expect(paper.querySelectorAll('tbody tr')).toHaveLength(250);
    // Tables of 200 rows, each starting a page with its column heads.
    await expect(paper.querySelectorAll('table')).toHaveLength(2);
    await expect(paper).toHaveTextContent('All 250 attempts are printed.');
  },
};

export const NothingMatched: Story = {
  args: { report: report(0, { filter: { ...defaultFilter(NOW), result: 'lockedOut', contact: 'zed' } }) },
  play: async ({ canvasElement }) => {
    const paper = within(canvasElement).getByRole('article', { name: 'Printed report' });
    await expect(paper).toHaveTextContent('result: Locked out; contact containing “zed”');
    await expect(within(paper).getByText('No attempts match this filter.')).toBeVisible();
    await expect(paper.querySelector('table')).toBeNull();
  },
};

export const PrintedFromTheMenu: Story = {
  args: { report: report(100, { partial: true, total: 3251 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent(
      "This print holds the first 100 of 3,251 attempts: the report's Print button prints every one.",
    );
  },
};
