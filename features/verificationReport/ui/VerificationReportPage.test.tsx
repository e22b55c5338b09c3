import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bindFeatureOnce } from '@features/api/testing';
import { renderWithServices } from '@tests/support/renderWithServices';
import { setupSandboxServer, storeSignedInSession } from '@tests/support/sandboxServer';
import { verificationReportBindings } from '../bindings';
import { VerificationReportPage } from './VerificationReportPage';

const { sandbox, server } = setupSandboxServer();

beforeEach(() => {
  localStorage.clear();
  storeSignedInSession(sandbox);
});

function renderPage() {
  return renderWithServices(<VerificationReportPage />, (container) =>
    bindFeatureOnce(container, 'verificationReport', verificationReportBindings),
  );
}

const table = () => screen.findByRole('table', { name: 'Verification attempts' });

async function figure(label: string): Promise<string> {
  const list = screen.getByLabelText('Totals');
  const term = within(list).getByText(label);
  return term.nextElementSibling?.textContent ?? '';
}

describe('Verification report page', () => {
  it('shows the seeded attempts of the last 30 days with their totals', async () => {
    renderPage();
    const rows = await table();
    expect(await within(rows).findAllByRole('cell', { name: /Tess Tech|Max Factor|Sam Single|Dana Duo/ })).not.toEqual(
      [],
    );
    await screen.findAllByText((_, el) => el?.tagName === 'DD' && /^[1-9]\d*$/.test(el.textContent ?? ''));
    expect(Number(await figure('Attempts'))).toBeGreaterThan(3000);
    expect(await figure('Verified')).toMatch(/^\d+\.\d %$/);
    expect(await figure('Median time to verified')).toMatch(/s$/);
  });

  it('filters by result and the rows and totals follow', async () => {
    renderPage();
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Result'), 'lockedOut');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const rows = await table();
    await within(rows).findAllByText('Locked out');
    expect(within(rows).queryAllByText(/^Verified/)).toEqual([]);
    await screen.findByText((_, el) => el?.tagName === 'DD' && el.textContent === '0.0 %');
    expect(await figure('Attempts')).toBe(await figure('Locked out'));
  });

  it('refuses a reversed range with a message and keeps the rows shown', async () => {
    renderPage();
    const rows = await table();
    await within(rows).findAllByRole('cell', { name: /Tess Tech|Max Factor|Sam Single|Dana Duo/ });
    let asked = 0;
    server.events.on('request:start', ({ request }) => void (request.url.includes('/VerificationReport/') && asked++));
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-20');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date is after the end date: swap them or choose another range.',
    );
    expect(asked).toBe(0);
    expect(within(rows).getAllByRole('row').length).toBeGreaterThan(1);
    server.events.removeAllListeners();
  });

  it('shows markup in a contact name and a note as text', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Contact'), 'onerror');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const rows = await table();
    expect(await within(rows).findByText('<img src=x onerror="alert(1)">Eve')).toBeInTheDocument();
    expect(document.querySelector('.report-screen img')).toBeNull();
  });

  it("says the server's message when the report is refused", async () => {
    server.use(
      http.get('*/api/VerificationReport/attempts', () =>
        HttpResponse.json({ message: 'No company acme-x in this tenant.' }, { status: 400 }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No company acme-x in this tenant.');
  });

  it('says one clear error for a malformed answer', async () => {
    server.use(http.get('*/api/VerificationReport/attempts', () => HttpResponse.json([{ id: 1 }])));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The attempts could not be loaded');
    expect(alert).toHaveTextContent(/unexpected answer/i);
  });

  it('exports the whole filter as CSV, neutralizing formulas', async () => {
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    await userEvent.type(screen.getByLabelText('Contact'), 'eve');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const rows = await table();
    await within(rows).findAllByRole('cell', { name: /Eve/ });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByRole('button', { name: 'Export CSV' });
    await waitForSaved(saved);
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8's byte order mark, for Excel
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFWhen,')).toBe(true);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('Eve'))).toBe(true);
    expect(text).not.toMatch(/(^|,)"?=/m);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

async function waitForSaved(saved: Blob[]): Promise<void> {
  await screen.findByText((_, el) => el === document.body && saved.length > 0);
}
