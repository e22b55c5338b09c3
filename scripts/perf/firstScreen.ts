/**
 * Pod open with a valid session, measured on the production build: time until the record
 * is on screen, the critical path in round trips over ALL requests (document, scripts, styles, fonts,
 * API), API resources asked twice, scripts fetched from the network, and the longest main-thread task.
 * Cold (a fresh browser profile) and warm (a second open in the same profile), with the desktop
 * profile (40 ms round trip, 10 Mbit/s) and without it. Also the sign-in route's JS and CSS gzip.
 *
 * Run after `npm run build`:  npm run perf:first-screen   (RUNS=10 to change the sample size, default 7;
 * SHIFTS=1 prints what moved after the record was on screen: each layout shift's elements and value)
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@tests/support/browser';
import { startPreview } from '@tests/support/previewServer';
import {
  criticalPath,
  DESKTOP_PROFILE,
  duplicateApiCalls,
  isApi,
  READY_PROBE,
  label,
  traceNetwork,
  type NetworkTrip,
} from '@tests/support/networkTrace';

const RUNS = Math.max(1, Number(process.env.RUNS) || 7);

interface Sample {
  ms: number;
  roundTrips: number;
  path: string[];
  scriptsFromNetwork: number;
  requests: number;
  duplicates: string[];
  longestTask: number;
  layoutShift: number;
}

async function openPod(
  browser: Browser,
  baseUrl: string,
  podUrl: string,
  recordId: string,
  session: { accessToken: string; refreshToken: string; userId: string },
  profile: typeof DESKTOP_PROFILE | null,
): Promise<[Sample, Sample]> {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
  await context.addInitScript((s) => {
    localStorage.setItem('token', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('userId', s.userId);
  }, session);
  await context.addInitScript({ content: READY_PROBE });
  if (process.env.SHIFTS) await context.addInitScript({ content: SHIFT_SOURCES });
  const once = async (which: 'cold' | 'warm'): Promise<Sample> => {
    const page = await context.newPage();
    const trips = await traceNetwork(context, page, profile);
    const t0 = Date.now();
    await page.goto(`${baseUrl}${podUrl}`);
    await page.waitForSelector('[data-useful-screen="ready"]', { timeout: 60_000 });
    const ms = Date.now() - t0;
    // Let what the first screen started finish (plan, settings, the feature's page) before counting duplicates.
    await page.waitForLoadState('networkidle');
    const probe = await page.evaluate(
      () =>
        (window as unknown as { __perf: { readyAt: number; longestTask: number; layoutShiftAfterReady: number } })
          .__perf,
    );
    const all = trips();
    // The record is the last thing the first screen needs from the network (the route's chunks are
    // requested before it renders). What starts after the record arrived (company settings, the hub,
    // End User Verification's chunk and calls) fills the screen in later: not what the first screen
    // waited for, even when a busy main thread lets it finish before the record is painted.
    const record = all.find((t) => isApi(t) && t.method === 'GET' && new URL(t.url).pathname.endsWith(`/${recordId}`));
    const beforeReady = all.filter((t: NetworkTrip) => t.end <= probe.readyAt && !(record && t.start >= record.end));
    const path = criticalPath(beforeReady);
    if (process.env.TRACE) {
      const t = Math.min(...all.map((x) => x.start));
      for (const x of [...all].sort((a, b) => a.start - b.start))
        console.log(`${Math.round(x.start - t)}-${Math.round(x.end - t)}${x.fromCache ? ' cached' : ''} ${label(x)}`);
      console.log(`ready at ${Math.round(probe.readyAt - t)}`);
    }
    if (process.env.SHIFTS) {
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
      console.log(`  ${which} open: ${shifts.length ? `${shifts.length} shift(s)` : 'no shift'}`);
      for (const shift of shifts) console.log(`    shift ${shift}`);
    }
    await page.close();
    return {
      ms,
      roundTrips: path.length,
      path: path.map(label),
      requests: beforeReady.length,
      scriptsFromNetwork: all.filter((t) => t.type === 'script' && !t.fromCache).length,
      duplicates: duplicateApiCalls(all),
      longestTask: Math.round(probe.longestTask),
      layoutShift: Math.round(probe.layoutShiftAfterReady * 1000) / 1000,
    };
  };
  const cold = await once('cold');
  const warm = await once('warm');
  await context.close();
  return [cold, warm];
}

/** With SHIFTS=1: each layout shift after the record was on screen, as its value and the elements that moved. */
const SHIFT_SOURCES = `(() => {
  window.__shifts = [];
  const name = (node) => !node || !node.tagName ? String(node && node.nodeName) : node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '');
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!window.__perf || !window.__perf.readyAt || entry.hadRecentInput) continue;
        // What sits above the page now, and whether the banner was there when the record was marked ready.
        const above = ['.policies-banner', '.shell__live-paused'].filter((s) => document.querySelector(s)).join(' ') || 'nothing';
        window.__shifts.push(entry.value.toFixed(4) + ' ' + entry.sources.map((s) => name(s.node) + ' ' + s.previousRect.y + '->' + s.currentRect.y + ' h' + s.previousRect.height + '->' + s.currentRect.height).join(' | ') + ' [above the page: ' + above + '; banner at ready: ' + window.__bannerAtReady + ']');
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
  window.__bannerAtReady = 'not ready yet';
  new MutationObserver(() => {
    if (window.__bannerAtReady !== 'not ready yet' || !document.querySelector('[data-useful-screen="ready"]')) return;
    window.__bannerAtReady = document.querySelector('.policies-banner') ? 'yes' : 'no';
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const spread = (values: number[]) => `${median(values)} (${Math.min(...values)}-${Math.max(...values)})`;

function report(name: string, samples: Sample[]): void {
  const last = samples[samples.length - 1]!;
  console.log(`\n${name}, ${samples.length} runs`);
  console.log(`  record on screen: median ${spread(samples.map((s) => s.ms))} ms`);
  console.log(
    `  critical path: ${spread(samples.map((s) => s.roundTrips))} round trips; last run: ${last.path.join(' -> ')}`,
  );
  console.log(
    `  requests before the record was on screen: ${spread(samples.map((s) => s.requests))}; scripts from the network: ${spread(samples.map((s) => s.scriptsFromNetwork))}`,
  );
  console.log(`  longest main-thread task until then: ${spread(samples.map((s) => s.longestTask))} ms`);
  console.log(
    `  layout shift after the record was on screen (CLS, until the network is idle): ${spread(samples.map((s) => s.layoutShift))}`,
  );
  const duplicates = [...new Set(samples.flatMap((s) => s.duplicates))];
  console.log(`  API resources requested twice: ${duplicates.length ? duplicates.join(', ') : 'none'}`);
}

/** The sign-in route's JavaScript (entry + static imports) and CSS, gzip, from Vite's manifest. */
function signInRouteWeight(dist = 'dist'): { js: number; css: number } {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
  >;
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(Object.keys(manifest).find((key) => manifest[key]?.isEntry)!);
  const gz = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(`${dist}/${file}`)).length, 0) / 1000;
  return { js: gz(js), css: gz(css) };
}

const server = await startPreview('dist');
const browser = await launchChromium();
try {
  const world = await (await fetch(`${server.url}/__sandbox/world`)).json();
  const ticket = world.tickets.find(
    (t: { contactId: string | null; kind: string; psaId: string }) =>
      t.psaId === 'acme-cw' && t.contactId && t.kind === 'ticket',
  );
  console.log(`Pod open with a valid session: ${ticket.podUrl}, production build, Chromium, 400 px wide`);
  for (const [profileName, profile] of [
    ['40 ms RTT, 10 Mbit/s', DESKTOP_PROFILE],
    ['no throttling', null],
  ] as const) {
    const cold: Sample[] = [];
    const warm: Sample[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const session = await (
        await fetch(`${server.url}/api/Token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
        })
      ).json();
      const [c, w] = await openPod(
        browser,
        server.url,
        ticket.podUrl,
        new URL(ticket.podUrl, server.url).searchParams.get('ticketId')!,
        session,
        profile,
      );
      if (run === 0) continue; // the first run warms the server and the disk
      cold.push(c);
      warm.push(w);
    }
    report(`Cold open, ${profileName}`, cold);
    report(`Warm open (second open in the same browser), ${profileName}`, warm);
  }
  const weight = signInRouteWeight();
  console.log(`\nSign-in route, gzip: JavaScript ${weight.js.toFixed(2)} kB, CSS ${weight.css.toFixed(2)} kB`);
} finally {
  await browser.close();
  await server.stop();
}
