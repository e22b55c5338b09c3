import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { parseCsv } from '../support/parseCsv';
import { openSignedInPod } from '../support/signedInPod';
import { signInAndOpenPod } from '../support/openPod';

/**
 * The verification report in Chromium against the production build and the sandbox: a filter applied as chosen
 * with its CSV parsed back, the filter kept through a reload and Back with figures of another filter always marked,
 * Chromium's PDF of the whole 10,000-row filter read back from its text layer, and a new tab from a 320 px pod.
 */
const suite = setupBrowserSuite('dist');
const POD = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function openReport(width: number, filter = ''): Promise<Page> {
  const page = await openSignedInPod(suite, POD, { width, height: 900 });
  if (filter) await page.goto(`${suite.server.url}${POD}&page=verificationReport${filter}`);
  else await page.getByRole('link', { name: 'Verification report' }).click();
  await attempts(page).getByRole('row').nth(1).getByRole('cell').nth(1).waitFor();
  return page;
}

const attempts = (page: Page) => page.getByRole('table', { name: 'Verification attempts' });
const totals = (page: Page) => page.locator('.report-screen').getByLabel('Totals');

/** A figure of the totals once they are the controls' filter's (no mark, nothing loading). */
async function figure(page: Page, label: string): Promise<string> {
  await page.waitForFunction(() => document.querySelector('.report-screen [aria-label="Totals"][aria-busy="false"]'));
  const value = totals(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  return (await value.textContent()) ?? '';
}
const count = async (page: Page, label: string) => Number((await figure(page, label)).replace(/,/g, ''));

/** The PDF's text layer, page by page and line by line (tests/support/pdfText.mjs, on the lockfile's Node). */
async function pdfLines(pdf: Buffer): Promise<string[][]> {
  const file = join(await mkdtemp(join(tmpdir(), 'report-pdf-')), 'report.pdf');
  await writeFile(file, pdf);
  const { stdout } = await promisify(execFile)(process.execPath, ['tests/support/pdfText.mjs', file], {
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(stdout) as string[][];
}

describe('Verification report (Chromium)', () => {
  it('applies a result as it is chosen; its CSV holds exactly its rows', async () => {
    const page = await openReport(1280);
    expect(await count(page, 'Attempts')).toBeGreaterThan(3000);
    await page.getByLabel('Result').selectOption('lockedOut');
    await attempts(page).getByRole('cell', { name: 'Locked out' }).first().waitFor();
    const total = await count(page, 'Attempts');
    expect(total).toBeGreaterThan(50);
    expect(await count(page, 'Locked out')).toBe(total);

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

  it("marks another filter's figures until the chosen one's arrive; the filter survives a reload and Back", async () => {
    const page = await openReport(1280);
    const all = await count(page, 'Attempts');
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/VerificationReport/totals?*result=failed*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Result').selectOption('failed');
    // The totals of every result are still on screen: marked, and said to be the previous filter's.
    await page.locator('[data-report-mark]').waitFor();
    expect(await totals(page).getAttribute('data-stale')).toBe('true');
    expect(Number((await totals(page).locator('dd').first().textContent())!.replace(/,/g, ''))).toBe(all);
    release();
    await page.locator('[data-report-mark]').waitFor({ state: 'detached' });
    const failed = await count(page, 'Attempts');
    expect(failed).toBe(await count(page, 'Failed'));
    expect(new URL(page.url()).searchParams.get('filter.result')).toBe('failed');

    await page.reload();
    await attempts(page).getByRole('cell', { name: 'Failed' }).first().waitFor();
    expect(await page.getByLabel('Result').inputValue()).toBe('failed');
    expect(await count(page, 'Attempts')).toBe(failed);
    await page.goBack();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('filter.result'));
    expect(await page.getByLabel('Result').inputValue()).toBe('');
    expect(await count(page, 'Attempts')).toBe(all);
  });

  it('prints the whole 10,000-row filter to PDF: every row, its totals and filter, no banner, no word split', async () => {
    const page = await openReport(1280, `&filter.from=${day(Date.now() - 120 * 86_400_000)}`);
    // The company's policies banner is on screen: the print must leave it out.
    await page.getByRole('region', { name: 'Company Policies' }).waitFor();
    expect(await count(page, 'Attempts')).toBe(10_000);
    const screenFigures = await totals(page).locator('dd').allTextContents();
    await page.evaluate(() => (window.print = () => document.body.setAttribute('data-printed', 'yes')));
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.locator('body[data-printed="yes"]').waitFor();
    // Every word the printed document holds, as the page has it: the PDF may wrap between them, never inside one.
    const texts = await page.locator('.report-print').evaluate((root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      while (walker.nextNode()) found.push(walker.currentNode.textContent ?? '');
      return found;
    });
    const words = new Set(texts.flatMap((one) => one.split(/\s+/)).filter(Boolean));
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const pages = await pdfLines(pdf);

    expect(pages[0]![0]).toBe('Verification report · Acme MSP');
    expect(pages[0]![1]).toMatch(/^Attempts from \w{3} \d+, \d{4}, 12:00 AM .+ through \w{3} \d+, \d{4}, 11:59 PM .+$/);
    expect(pages[0]!.join('\n')).toContain(screenFigures.join(' '));
    const footers = pages.map((lines) => lines.find((line) => /Page \d+ of \d+$/.test(line)) ?? '');
    expect(
      footers.map((line) =>
        line
          .match(/Page (\d+) of (\d+)$/)
          ?.slice(1)
          .join('/'),
      ),
    ).toEqual(pages.map((_, i) => `${i + 1}/${pages.length}`));
    expect(footers[0]).toMatch(/^Verification report · Acme MSP · produced \w{3} \d+, \d{4}, \d+:\d\d [AP]M \S+/);
    const body = pages.flatMap((lines) => lines.filter((line) => !/Page \d+ of \d+$/.test(line)));
    const text = body.join('\n');
    expect(text).not.toMatch(/Company Policies|verify every caller/);
    expect(text).not.toMatch(/Export CSV|Sign out/);
    // Each row writes its moment once; the head writes the range's two ends and when it was produced.
    expect(text.match(/\b\w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M\b/g)).toHaveLength(10_000 + 3);
    const split = body.flatMap((line) => line.split(' ')).filter((token) => token && !words.has(token));
    expect([...new Set(split)]).toEqual([]);
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
