import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { renderReportPage } from './testing/renderReportPage';

/** The report's CSV and print in jsdom: whole filters, nothing matched, cancel, failures midway, the ceiling. */
const { sandbox, server } = setupSandboxServer();
const saved: Blob[] = [];
let print: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  storeSignedInSession(sandbox);
  saved.length = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:report'),
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const ready = async () => {
  const rows = await screen.findByRole('table', { name: 'Verification attempts' });
  await within(rows).findAllByRole('cell', { name: /Tess Tech|Max Factor|Sam Single|Dana Duo/ });
};
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));
/** The second and later pages of the whole filter fail (the first one answered). */
const failAfterFirstPage = () =>
  server.use(
    http.get('*/api/VerificationReport/attempts', ({ request }) =>
      new URL(request.url).searchParams.get('_start') === '1000'
        ? HttpResponse.json({ message: 'The report store went away.' }, { status: 503 })
        : undefined,
    ),
  );

describe('the report as a CSV', () => {
  it('exports the whole filter, neutralizing formulas, in one file', async () => {
    renderReportPage('&filter.contact=eve');
    await ready();
    await press('Export CSV');
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8's byte order mark, for Excel
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('Eve'))).toBe(true);
    expect(text).not.toMatch(/(^|,)"?=/m);
  });

  it('writes no file for a filter that matches nothing, and says so', async () => {
    renderReportPage('&filter.contact=nobody-has-this-name');
    expect(await screen.findByText('No attempts match this filter.')).toBeVisible();
    await press('Export CSV');
    expect(await screen.findByText('No attempts match this filter: no CSV was written.')).toBeVisible();
    expect(saved).toEqual([]);
  });

  it('leaves no half file when the server fails midway', async () => {
    failAfterFirstPage();
    renderReportPage('&filter.from=2000-01-01');
    await ready();
    await press('Export CSV');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The CSV could not be made');
    expect(alert).toHaveTextContent('The report store went away.');
    expect(alert).toHaveTextContent('No file was saved.');
    expect(saved).toEqual([]);
  });

  it('shows how far it is and can be cancelled: no file then', async () => {
    server.use(
      http.get('*/api/VerificationReport/attempts', async ({ request }) => {
        if (new URL(request.url).searchParams.get('_start') === '1000') await delay('infinite');
        return undefined;
      }),
    );
    renderReportPage('&filter.from=2000-01-01');
    await ready();
    await press('Export CSV');
    expect(await screen.findByText(/^Writing the CSV: 1,000 of 10,\d{3} rows$/)).toBeVisible();
    await press('Cancel');
    expect(await screen.findByText('The CSV was cancelled. No file was saved.')).toBeVisible();
    expect(saved).toEqual([]);
  });
});

describe('the report printed', () => {
  it('lays out every row of the filter with its totals and the filter in words, then prints once', async () => {
    renderReportPage('&filter.result=lockedOut');
    await ready();
    await press('Print');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const printed = screen.getByRole('article', { name: 'Printed report', hidden: true });
    const total = screen.getByLabelText('Totals', { selector: '.report-screen dl' });
    const attempts = within(total).getByText('Attempts').nextElementSibling!.textContent!;
    expect(printed.querySelectorAll('tbody tr')).toHaveLength(Number(attempts.replace(/,/g, '')));
    expect(printed).toHaveTextContent(/Attempts from .* through .*; result: Locked out/);
    expect(printed).toHaveTextContent(`All ${attempts} attempts are printed.`);
  });

  it('prints an honest "No attempts match" with the filter', async () => {
    renderReportPage('&filter.contact=nobody-has-this-name');
    await screen.findByText('No attempts match this filter.');
    await press('Print');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const printed = screen.getByRole('article', { name: 'Printed report', hidden: true });
    expect(printed).toHaveTextContent('contact containing “nobody-has-this-name”');
    expect(printed).toHaveTextContent('No attempts match this filter.');
  });

  it('says so and prints nothing when the server fails midway', async () => {
    failAfterFirstPage();
    renderReportPage('&filter.from=2000-01-01');
    await ready();
    await press('Print');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The print could not be made');
    expect(alert).toHaveTextContent('Nothing was printed.');
    expect(print).not.toHaveBeenCalled();
    expect(screen.queryByRole('article', { name: 'Printed report', hidden: true })).toBeNull();
  });

  it('refuses a filter above the ceiling and offers the CSV', async () => {
    server.use(
      http.get('*/api/VerificationReport/attempts', () =>
        HttpResponse.json([], { headers: { 'x-total-count': '25000' } }),
      ),
    );
    renderReportPage();
    await press('Print');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This filter holds 25,000 attempts, more than the 20,000 a print holds.');
    expect(within(alert).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(print).not.toHaveBeenCalled();
  });
});
