import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { openSignedInPod } from '../support/signedInPod';
import { signInAndOpenPod } from '../support/openPod';

/**
 * The verification report in Chromium against the production build and the sandbox: opened from End User
 * Verification's page, its seeded attempts filtered with totals, the CSV of a filter parsed back, print media
 * without the app's chrome, and a new tab from a 320 px pod.
 */
const suite = setupBrowserSuite('dist');
const POD = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';

async function openReport(width: number): Promise<Page> {
  const page = await openSignedInPod(suite, POD, { width, height: 900 });
  await page.getByRole('link', { name: 'Verification report' }).click();
  await attempts(page).getByRole('row').nth(1).getByRole('cell').nth(1).waitFor();
  return page;
}

const attempts = (page: Page) => page.getByRole('table', { name: 'Verification attempts' });

async function figure(page: Page, label: string): Promise<string> {
  const value = page.getByLabel('Totals').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await page.waitForFunction(() => !document.querySelector('[aria-label="Totals"][aria-busy="true"]'));
  return (await value.textContent()) ?? '';
}

/** RFC 4180 fields of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const next = text[i + 1];
    if (quoted && ch === '"' && next === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted || (ch !== '"' && ch !== ',' && !(ch === '\r' && next === '\n'))) field += ch;
    else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    }
  }
  return rows;
}

describe('Verification report (Chromium)', () => {
  it('shows the seeded attempts; a filter changes rows and totals; its CSV holds exactly its rows', async () => {
    const page = await openReport(1280);
    expect(Number(await figure(page, 'Attempts'))).toBeGreaterThan(3000);
    await page.getByLabel('Result').selectOption('lockedOut');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await attempts(page).getByRole('cell', { name: 'Locked out' }).first().waitFor();
    const total = Number(await figure(page, 'Attempts'));
    expect(total).toBeGreaterThan(50);
    expect(await figure(page, 'Locked out')).toBe(String(total));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^verification-report_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv$/);
    // The browser is the jest worker's, over a connection: the file is copied here.
    const saved = join(await mkdtemp(join(tmpdir(), 'report-csv-')), file.suggestedFilename());
    await file.saveAs(saved);
    const bytes = await readFile(saved);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows[0]!.slice(0, 3)).toEqual(['When', 'Technician', 'Contact']);
    expect(rows).toHaveLength(total + 1);
    expect(rows.slice(1).every((r) => r[6] === 'Locked out')).toBe(true);
    expect(rows.slice(1).every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(r[0]!))).toBe(true);
    expect(rows.slice(1).some((r) => r.some((cell) => /^[=+\-@]/.test(cell)))).toBe(false);
  });

  it('markup in a contact name stays text; print media shows the report without the chrome', async () => {
    const page = await openReport(1280);
    await page.getByLabel('Contact').fill('eve');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await attempts(page).getByText('<img src=x onerror="alert(1)">Eve').first().waitFor();
    expect(await page.locator('.verification-report img').count()).toBe(0);
    await page.emulateMedia({ media: 'print' });
    await page.locator('.report-print').waitFor({ state: 'visible' });
    expect(await page.locator('.report-print h1').textContent()).toBe('Verification report · Acme MSP');
    expect(await page.locator('.report-print').textContent()).toContain('contact containing “eve”');
    expect(await page.locator('.shell__rail').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Export CSV' }).isVisible()).toBe(false);
    expect(await page.locator('.report-screen').isVisible()).toBe(false);
    expect(await page.locator('.report-print__row').count()).toBeGreaterThan(0);
  });

  it('from a 320 px pod the link opens the report in a new tab', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 320, height: 800 } });
    await signInAndOpenPod(page, suite.server.url, POD);
    const opened = page.context().waitForEvent('page');
    await page.getByRole('link', { name: 'Verification report' }).click();
    const tab = await opened;
    expect(new URL(tab.url()).searchParams.get('page')).toBe('verificationReport');
    await tab.getByRole('table', { name: 'Verification attempts' }).waitFor();
  });
});
