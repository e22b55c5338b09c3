/**
 * Lighthouse's mobile preset (a mid-range phone on a slow 4G link, simulated) on pages of the production
 * build: performance score, FCP, LCP and TBT per run. Lighthouse drives Debian's Chromium headless shell
 * over its debugging port, one browser for all the pages and runs.
 */
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@tests/support/browser';

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

/** RUNS Lighthouse runs of each URL, in the order given. */
export async function lighthouseRuns(urls: string[], runs: number): Promise<LighthouseRun[][]> {
  const port = 9333 + Math.floor(Math.random() * 500);
  const browser = spawn(CHROMIUM_PATH, [
    ...CHROMIUM_FLAGS,
    '--headless',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=/tmp/lighthouse-${port}`,
    'about:blank',
  ]);
  try {
    await until(async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok);
    const all: LighthouseRun[][] = [];
    for (const url of urls) {
      const perUrl: LighthouseRun[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
        const audits = result!.lhr.audits;
        perUrl.push({
          score: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
          fcp: audits['first-contentful-paint']!.numericValue!,
          lcp: audits['largest-contentful-paint']!.numericValue!,
          tbt: audits['total-blocking-time']!.numericValue!,
        });
      }
      all.push(perUrl);
    }
    return all;
  } finally {
    browser.kill();
  }
}

async function until(ready: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await ready().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('Chromium did not open its debugging port.');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const range = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;

/** The runs of one page as two lines: the score, then FCP, LCP and TBT, median (range). */
export function lighthouseLines(runs: LighthouseRun[]): string[] {
  return [
    `  performance ${median(runs.map((r) => r.score))} (${runs.map((r) => r.score).join(', ')})`,
    `  FCP ${range(runs.map((r) => r.fcp))}; LCP ${range(runs.map((r) => r.lcp))}; TBT ${range(runs.map((r) => r.tbt))}`,
  ];
}
