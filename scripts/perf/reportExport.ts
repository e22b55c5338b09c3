/**
 * The verification report over every seeded attempt (10,000 rows over 90 days, and what the sandbox's End User
 * Verification added), in Chromium against the production build, with the longest task the page ran in each part
 * (the Long Tasks API: any task over 50 ms is one):
 * - scrolling the table from its first row to its last, a screenful per frame (rows load as they scroll in);
 * - the CSV: from the click on "Export CSV" to the file;
 * - the print: from the click on "Print" to the document laid out with every row (the browser's print opens then).
 * The scroll is also traced: each main-thread task's CPU time (its thread time) beside its wall time. On a loaded
 * machine a task waits for a core; its CPU time is the page's own work, what an idle machine's task would take.
 * Run after `npm run build`:  npm run perf:report-export  (RUNS=5 to change the sample size)
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { launchChromium } from '@tests/support/browser';
import { startPreview } from '@tests/support/previewServer';
import { openPodIn, signedInContext, TESS } from '@tests/support/signedInContext';

const RUNS = Number(process.env.RUNS) || 3;
const POD = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Runs `work` and answers its milliseconds and the longest task the page ran meanwhile. */
async function timed(page: Page, work: () => Promise<void>): Promise<[ms: number, longest: number]> {
  await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks = []));
  const t0 = Date.now();
  await work();
  const ms = Date.now() - t0;
  const longest = await page.evaluate(() => Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks));
  return [ms, longest];
}

/** Scrolls the table a screenful per frame to its last row, then waits for the last row's cells. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const scroller = document.querySelector<HTMLElement>('.report-table-scroll')!;
    scroller.scrollTop = 0;
    while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
      scroller.scrollTop += scroller.clientHeight;
      await new Promise(requestAnimationFrame);
    }
  });
  await page.locator('.report-table__body [aria-rowindex="10001"] [data-column="When"]').waitFor();
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  ts?: number;
  args?: { name?: string; data?: { message?: string } };
}

/** Runs `work` traced; answers the CPU time (ms) of the page's longest-running main-thread task. */
async function longestTaskCpu(page: Page, work: () => Promise<void>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  // Starting a trace runs a long task of its own: only the tasks after this mark are the page's.
  await page.evaluate(() => console.timeStamp('report-work'));
  await work();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const from = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'report-work')?.ts ?? 0;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && (e.ts ?? 0) > from,
  );
  return Math.round(Math.max(0, ...tasks.map((e) => e.tdur ?? 0)) / 1000);
}

const server = await startPreview('dist');
const browser = await launchChromium();
try {
  const context = await signedInContext(browser, server.url, TESS, { width: 1280, height: 900 });
  const page = await openPodIn(context, server.url, POD);
  await page.goto(`${server.url}${POD}&page=verificationReport&filter.from=${day(Date.now() - 120 * 86_400_000)}`);
  await page.waitForFunction(() => document.querySelector('.report-screen [aria-label="Totals"][aria-busy="false"]'));
  const rows = await page
    .locator('.report-screen dt', { hasText: 'Attempts' })
    .locator('xpath=following-sibling::dd')
    .textContent();
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; print: () => void };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => w.longTasks.push(entry.duration))).observe({
      type: 'longtask',
    });
    w.print = () => document.body.setAttribute('data-printed', String(Date.now()));
  });
  const parts = { scroll: [] as [number, number][], csv: [] as [number, number][], print: [] as [number, number][] };
  const scrollCpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    scrollCpu.push(
      await longestTaskCpu(page, async () => void parts.scroll.push(await timed(page, () => scrollThrough(page)))),
    );
    parts.csv.push(
      await timed(page, async () => {
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export CSV' }).click();
        await (await download).path();
      }),
    );
    parts.print.push(
      await timed(page, async () => {
        await page.evaluate(() => document.body.removeAttribute('data-printed'));
        await page.getByRole('button', { name: 'Print', exact: true }).click();
        await page.locator('body[data-printed]').waitFor({ timeout: 120_000 });
      }),
    );
  }
  console.log(
    `Report of ${rows} attempts (production build, Chromium, 1280 px, ${RUNS} runs, load ${os.loadavg()[0]!.toFixed(1)}):`,
  );
  console.log(
    `  scroll: CPU time of its longest task median ${median(scrollCpu)} ms, max ${Math.max(...scrollCpu)} ms`,
  );
  for (const [name, runs] of Object.entries(parts)) {
    const ms = runs.map(([t]) => t);
    const longest = runs.map(([, l]) => Math.round(l));
    console.log(
      `  ${name.padEnd(6)} median ${median(ms)} ms (${Math.min(...ms)}-${Math.max(...ms)}); longest task median ${median(longest)} ms, max ${Math.max(...longest)} ms`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
