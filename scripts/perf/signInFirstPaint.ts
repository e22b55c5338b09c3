/**
 * The sign-in page's first screen on the production build, two ways, RUNS times each (default 3), medians:
 * - Lighthouse's mobile preset on /login (a mid-range phone on a slow 4G link, simulated): performance score,
 *   FCP, LCP, TBT. Lighthouse drives Debian's Chromium headless shell over its debugging port.
 * - Chromium under the same link and CPU applied for real (CDP: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up,
 *   CPU 4x slower): first contentful paint, largest contentful paint, and when the scripts have taken over the
 *   painted form (the sign-in works from then on).
 *
 * Run after `npm run build`:  npm run perf:sign-in   (RUNS=5 to change the sample size)
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@tests/support/browser';
import { startPreview } from '@tests/support/previewServer';
import { lighthouseLines, lighthouseRuns } from './lighthouseMobile';

const RUNS = Math.max(1, Number(process.env.RUNS) || 3);

/** Lighthouse's "slow 4G" and mid-range phone, applied for real rather than simulated. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: 96_000 };
const CPU_SLOWDOWN = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const range = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;

async function throttledRuns(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  const runs: Array<{ fcp: number; lcp: number; takenOver: number }> = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      await context.addInitScript(() => {
        (window as unknown as { __lcp: number }).__lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(url);
      await page.waitForFunction(() => !document.querySelector('form[data-painted]'), null, { timeout: 60_000 });
      const takenOver = await page.evaluate(() => performance.now());
      await page.waitForTimeout(500);
      const [fcp, lcp] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        (window as unknown as { __lcp: number }).__lcp,
      ]);
      runs.push({ fcp: fcp!, lcp: lcp!, takenOver });
      await context.close();
    }
    return runs;
  } finally {
    await browser.close();
  }
}

const server = await startPreview();
try {
  const url = `${server.url}/login`;
  const [lh] = await lighthouseRuns([url], RUNS);
  console.log(`Lighthouse mobile, /login, ${RUNS} runs (median, range):`);
  for (const line of lighthouseLines(lh!)) console.log(line);
  const real = await throttledRuns(url);
  console.log(`Chromium at 150 ms / 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}x slower, /login, ${RUNS} runs (median, range):`);
  console.log(`  FCP ${range(real.map((r) => r.fcp))}; LCP ${range(real.map((r) => r.lcp))}`);
  console.log(`  scripts took over the painted form at ${range(real.map((r) => r.takenOver))}`);
} finally {
  await server.stop();
}
// Lighthouse leaves handles open (its connection's timers): the figures are out, the script is done.
process.exit(0);
