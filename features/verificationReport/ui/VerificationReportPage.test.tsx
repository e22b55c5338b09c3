import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { renderReportPage } from './testing/renderReportPage';

const { sandbox, server } = setupSandboxServer();

beforeEach(() => {
  localStorage.clear();
  storeSignedInSession(sandbox);
});

const table = () => screen.findByRole('table', { name: 'Verification attempts' });
const figure = (label: string) =>
  within(screen.getByLabelText('Totals')).getByText(label).nextElementSibling?.textContent ?? '';
const count = (label: string) => Number(figure(label).replace(/,/g, ''));
const settled = () => waitFor(() => expect(screen.getByLabelText('Totals')).toHaveAttribute('aria-busy', 'false'));

/** The report's requests, by their query, from now on. */
function reportRequests(): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/VerificationReport/')) seen.push(new URL(request.url));
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('Verification report page', () => {
  it('shows the last 30 days with their totals, and writes that filter into the address', async () => {
    const page = renderReportPage();
    const rows = await table();
    expect(await within(rows).findAllByRole('cell', { name: /Tess Tech|Max Factor|Sam Single|Dana Duo/ })).not.toEqual(
      [],
    );
    await settled();
    expect(count('Attempts')).toBeGreaterThan(3000);
    expect(figure('Verified')).toMatch(/^\d+\.\d %$/);
    expect(Object.keys(page.filter())).toEqual(['from', 'to']);
  });

  it('applies a result as it is chosen; the address holds it and Back returns to every result', async () => {
    const page = renderReportPage();
    await table();
    await settled();
    const all = count('Attempts');
    await userEvent.selectOptions(screen.getByLabelText('Result'), 'lockedOut');
    expect(page.filter().result).toBe('lockedOut');
    await within(await table()).findAllByText('Locked out');
    await settled();
    expect(count('Attempts')).toBe(count('Locked out'));
    await page.back();
    expect(page.filter().result).toBeUndefined();
    expect(screen.getByLabelText('Result')).toHaveValue('');
    await waitFor(() => expect(count('Attempts')).toBe(all));
  });

  it('marks the figures while a typed name waits, then applies it once the typing pauses', async () => {
    const page = renderReportPage();
    await table();
    await settled();
    await userEvent.type(screen.getByLabelText('Contact'), 'eve');
    expect(screen.getByLabelText('Totals')).toHaveAttribute('data-stale', 'true');
    expect(screen.getByText(/These figures are of the previous filter/)).toBeVisible();
    expect(page.filter().contact).toBeUndefined();
    await page.pause();
    expect(page.filter().contact).toBe('eve');
    await within(await table()).findAllByText('<img src=x onerror="alert(1)">Eve');
    await settled();
    expect(screen.queryByText(/These figures are of the previous filter/)).toBeNull();
    expect(document.querySelector('.report-screen img')).toBeNull();
  });

  it('refuses a reversed range typed in the controls: nothing is asked for, the figures stay marked', async () => {
    const page = renderReportPage();
    await table();
    await settled();
    const asked = reportRequests();
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2099-03-20');
    await page.pause();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date is after the end date: swap them or choose another range.',
    );
    expect(asked).toEqual([]);
    expect(screen.getByText(/the filter above has a problem/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('puts a bad address right and says what was wrong, never a blank page', async () => {
    const page = renderReportPage('&filter.from=2026-03-20&filter.to=1900-01-01&filter.result=won&filter.method=sms');
    const told = await screen.findByText('The address was put right');
    const callout = told.closest('.bp6-callout')!;
    expect(callout).toHaveTextContent('is before the report starts (2000-01-01)');
    expect(callout).toHaveTextContent('The address asks for a result the report does not know (“won”)');
    expect(page.filter().result).toBeUndefined();
    expect(page.filter().method).toBe('sms');
    expect(await table()).toBeInTheDocument();
  });

  it('drops a company the tenant does not have before asking for it', async () => {
    const asked = reportRequests();
    const page = renderReportPage('&filter.company=other-tenant-co1');
    expect(await screen.findByText(/names a company this tenant does not have/)).toBeVisible();
    await table();
    await settled();
    expect(page.filter().company).toBeUndefined();
    expect(asked.some((url) => url.searchParams.has('companyId'))).toBe(false);
  });

  it('names each company once, sorted, with its PSA where two share a name', async () => {
    renderReportPage();
    const company = await screen.findByLabelText('Company');
    await waitFor(() => expect(within(company).getAllByRole('option').length).toBeGreaterThan(3));
    const names = within(company)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent ?? '');
    expect(names).toContain('Contoso Dental · ConnectWise');
    expect(names).toContain('Fabrikam Holdings');
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }))).toEqual(
      names,
    );
  });

  it("says the server's message when the report is refused", async () => {
    server.use(
      http.get('*/api/VerificationReport/attempts', () =>
        HttpResponse.json({ message: 'No company acme-x in this tenant.' }, { status: 400 }),
      ),
    );
    renderReportPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No company acme-x in this tenant.');
  });

  it('says one clear error for a malformed answer', async () => {
    server.use(http.get('*/api/VerificationReport/attempts', () => HttpResponse.json([{ id: 1 }])));
    renderReportPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The attempts could not be loaded');
    expect(alert).toHaveTextContent(/unexpected answer/i);
  });
});
