/**
 * The first screen on the production build, counted from who asked for each request (the Chrome DevTools
 * Protocol's initiators, scripts/perf/criticalPath.ts), not from when it ran: for the sign-in page and the
 * pod opened with a valid session, cold (a fresh browser profile) and warm (a second open in the same
 * profile), the deepest chain of requests before the first screen and its depth in round trips, the
 * requests before it, and the API resources asked twice; with the desktop profile (40 ms round trip,
 * 10 Mbit/s) and without it. For the pod also the time until the record is on screen, the longest
 * main-thread task and the layout shift after it. Then the sign-in route's JS and CSS gzip, and Lighthouse's
 * mobile figures for /login and the verification link's page (/verify).
 *
 * The first screen: the sign-in form once the scripts have taken over the painted form; the pod's record
 * on screen, counting what the page sent before its script had the record's answer (what it asked for
 * after, company settings, the hub, End User Verification's chunk and calls, fills the screen in later).
 *
 * Run after `npm run build`:  npm run perf:first-screen   (RUNS=7 to change the sample size, default 3;
 * LIGHTHOUSE=0 leaves Lighthouse out; TRACE=1 prints every request with its parent; SHIFTS=1 prints what
 * moved after the record was on screen: each layout shift's elements and value)
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '@tests/support/browser';
import { DESKTOP_PROFILE, READY_PROBE } from '@tests/support/networkTrace';
import { startPreview } from '@tests/support/previewServer';
import { CALL_LOG_PROBE } from './callLogProbe';
import {
  chainLine,
  depthOf,
  duplicateApiPaths,
  hopLabel,
  isApi,
  longestChains,
  requestTree,
  type Hop,
  type PageCall,
} from './criticalPath';
import { moduleImporters, signInRouteWeight } from './builtModules';
import { lighthouseLines, lighthouseRuns } from './lighthouseMobile';
import { recordRequests } from './recordRequests';

const RUNS = Math.max(1, Number(process.env.RUNS) || 3);
/** How long a page may take, a guard: on the shared 2-core machine a load of 16 kept /login from loading in 30 s. */
const GUARD_MS = 180_000;

interface Sample {
  /** Until the first screen, ms (the pod's record on screen; the sign-in form taken over by the scripts). */
  ms: number;
  /** Round trips on the deepest chain before the first screen. */
  depth: number;
  chains: string[];
  /** Requests sent before the first screen, and how many of them came from the network. */
  requests: number;
  fromNetwork: number;
  /** Requests whose initiator named nothing the page had loaded. */
  unattributed: number;
  duplicates: string[];
  /** Each API call until the network was idle, with its depth: "GET /api/User/7 (4)". */
  apiDepths: string[];
  longestTask?: number;
  layoutShift?: number;
}

/** The figures of one load, from its requests, the page's call log and the first screen's moment (wall ms). */
function sampleOf(all: Hop[], firstScreenAt: number, ms: number): Sample {
  const before = all.filter((hop) => hop.sentAt < firstScreenAt);
  const chains = longestChains(before);
  if (process.env.TRACE) {
    const t = Math.min(...all.map((hop) => hop.sentAt));
    for (const hop of all) {
      const parent = hop.parent ? hopLabel(hop.parent) : '-';
      console.log(
        `    ${Math.round(hop.sentAt - t)} ${hopLabel(hop)} <- ${parent} (${hop.via}, depth ${depthOf(hop)})`,
      );
    }
    console.log(`    first screen at ${Math.round(firstScreenAt - t)}`);
  }
  return {
    ms,
    depth: chains.length ? depthOf(chains[0]!.at(-1)!) : 0,
    chains: [...new Set(chains.map(chainLine))],
    requests: before.length,
    fromNetwork: before.filter((hop) => !hop.fromCache).length,
    unattributed: before.filter((hop) => hop.via === 'unknown').length,
    duplicates: duplicateApiPaths(all),
    apiDepths: all.filter(isApi).map((hop) => `${hopLabel(hop)} (${depthOf(hop)})`),
  };
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
  await context.addInitScript({ content: CALL_LOG_PROBE });
  if (process.env.SHIFTS) await context.addInitScript({ content: SHIFT_SOURCES });
  const once = async (which: 'cold' | 'warm'): Promise<Sample> => {
    const page = await context.newPage();
    const events = await recordRequests(context, page, profile);
    const t0 = Date.now();
    await page.goto(`${baseUrl}${podUrl}`, { waitUntil: 'commit', timeout: GUARD_MS });
    await page.waitForSelector('[data-useful-screen="ready"]', { timeout: GUARD_MS });
    const ms = Date.now() - t0;
    // Let what the first screen started finish (plan, settings, the feature's page) before counting duplicates.
    await page.waitForLoadState('networkidle', { timeout: GUARD_MS });
    const probe = await page.evaluate(
      () =>
        (window as unknown as { __perf: { readyAt: number; longestTask: number; layoutShiftAfterReady: number } })
          .__perf,
    );
    const calls = await page.evaluate(() => (window as unknown as { __calls: PageCall[] }).__calls);
    // What the page sent once its script had the record's answer fills the screen in: not the first screen's.
    const record = calls.find(
      (call) => call.kind === 'sent' && call.method === 'GET' && new URL(call.url).pathname.endsWith(`/${recordId}`),
    );
    const recordAnswered = calls.find((call) => call.kind === 'answered' && call.id === record?.id);
    const recordAt = recordAnswered?.kind === 'answered' ? (recordAnswered.at ?? Infinity) : Infinity;
    if (process.env.SHIFTS) {
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
      console.log(`  ${which} open: ${shifts.length ? `${shifts.length} shift(s)` : 'no shift'}`);
      for (const shift of shifts) console.log(`    shift ${shift}`);
    }
    await page.close();
    return {
      ...sampleOf(requestTree(events(), { calls, importers: IMPORTERS }), Math.min(probe.readyAt, recordAt), ms),
      longestTask: Math.round(probe.longestTask),
      layoutShift: Math.round(probe.layoutShiftAfterReady * 1000) / 1000,
    };
  };
  const cold = await once('cold');
  const warm = await once('warm');
  await context.close();
  return [cold, warm];
}

/** Installed before the page's scripts: when the scripts have replaced the painted sign-in form (wall ms). */
const TAKEN_OVER_PROBE = `(() => {
  window.__takenOverAt = 0;
  new MutationObserver(() => {
    if (!window.__takenOverAt && document.querySelector('form') && !document.querySelector('form[data-painted]'))
      window.__takenOverAt = performance.timeOrigin + performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** The sign-in page in a fresh profile, until the scripts have taken over the painted form. */
async function openSignIn(browser: Browser, baseUrl: string, profile: typeof DESKTOP_PROFILE | null): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
  await context.addInitScript({ content: CALL_LOG_PROBE });
  await context.addInitScript({ content: TAKEN_OVER_PROBE });
  const page = await context.newPage();
  const events = await recordRequests(context, page, profile);
  const t0 = Date.now();
  await page.goto(`${baseUrl}/login`, { waitUntil: 'commit', timeout: GUARD_MS });
  await page.waitForFunction(() => (window as unknown as { __takenOverAt: number }).__takenOverAt > 0, null, {
    timeout: GUARD_MS,
  });
  const ms = Date.now() - t0;
  await page.waitForLoadState('networkidle', { timeout: GUARD_MS });
  const takenOverAt = await page.evaluate(() => (window as unknown as { __takenOverAt: number }).__takenOverAt);
  const calls = await page.evaluate(() => (window as unknown as { __calls: PageCall[] }).__calls);
  await context.close();
  return sampleOf(requestTree(events(), { calls, importers: IMPORTERS }), takenOverAt, ms);
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

function report(name: string, firstScreen: string, samples: Sample[]): void {
  const last = samples[samples.length - 1]!;
  console.log(`\n${name}, ${samples.length} runs`);
  console.log(`  ${firstScreen}: median ${spread(samples.map((s) => s.ms))} ms`);
  console.log(`  critical path: depth ${spread(samples.map((s) => s.depth))} round trips; last run's deepest chains:`);
  for (const chain of last.chains) console.log(`    ${chain}`);
  console.log(
    `  requests before the first screen: ${spread(samples.map((s) => s.requests))}, from the network ` +
      `${spread(samples.map((s) => s.fromNetwork))}; initiator not attributed: ${spread(samples.map((s) => s.unattributed))}`,
  );
  if (last.longestTask !== undefined) {
    console.log(`  longest main-thread task until then: ${spread(samples.map((s) => s.longestTask!))} ms`);
    console.log(
      `  layout shift after the record was on screen (CLS, until the network is idle): ${spread(samples.map((s) => s.layoutShift!))}`,
    );
  }
  console.log(`  API calls until the network was idle, depth: ${last.apiDepths.join(', ') || 'none'}`);
  const duplicates = [...new Set(samples.flatMap((s) => s.duplicates))];
  console.log(`  API resources requested twice: ${duplicates.length ? duplicates.join(', ') : 'none'}`);
}

/** A verification link to Alice (acme-cw ticket 1001), sent as Tess Tech's pod sends it: the contact's page. */
async function verifyLinkUrl(baseUrl: string, accessToken: string): Promise<string> {
  await fetch(`${baseUrl}/api/PsaContactValidation/sendLink`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      psaId: 'acme-cw',
      ticketId: '1001',
      contactId: 'acme-cw-co1-ct1',
      note: '',
      request: 'Other',
      callId: `call-${Date.now()}`,
      channel: 'email',
      value: 'alice.johnson@contoso.example',
    }),
  });
  const outbox = (await (await fetch(`${baseUrl}/__sandbox/outbox`)).json()) as Array<{
    verifyLink: { url: string } | null;
  }>;
  return outbox.find((row) => row.verifyLink)!.verifyLink!.url;
}

const signIn = async (baseUrl: string) =>
  (
    await fetch(`${baseUrl}/api/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
    })
  ).json();

const IMPORTERS = moduleImporters();
const server = await startPreview('dist');
const browser = await launchChromium();
try {
  const world = await (await fetch(`${server.url}/__sandbox/world`)).json();
  const ticket = world.tickets.find(
    (t: { contactId: string | null; kind: string; psaId: string }) =>
      t.psaId === 'acme-cw' && t.contactId && t.kind === 'ticket',
  );
  console.log(`Production build, Chromium, 400 px wide; the pod: ${ticket.podUrl} with a valid session`);
  for (const [profileName, profile] of [
    ['40 ms RTT, 10 Mbit/s', DESKTOP_PROFILE],
    ['no throttling', null],
  ] as const) {
    const signInSamples: Sample[] = [];
    const cold: Sample[] = [];
    const warm: Sample[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const s = await openSignIn(browser, server.url, profile);
      const [c, w] = await openPod(
        browser,
        server.url,
        ticket.podUrl,
        new URL(ticket.podUrl, server.url).searchParams.get('ticketId')!,
        await signIn(server.url),
        profile,
      );
      if (run === 0) continue; // the first run warms the server and the disk
      signInSamples.push(s);
      cold.push(c);
      warm.push(w);
    }
    report(`Sign-in page (/login), fresh profile, ${profileName}`, 'scripts took over the painted form', signInSamples);
    report(`Cold pod open, ${profileName}`, 'record on screen', cold);
    report(`Warm pod open (second open in the same browser), ${profileName}`, 'record on screen', warm);
  }
  const weight = signInRouteWeight();
  console.log(`\nSign-in route, gzip: JavaScript ${weight.js.toFixed(2)} kB, CSS ${weight.css.toFixed(2)} kB`);
  if (process.env.LIGHTHOUSE !== '0') {
    const verify = await verifyLinkUrl(server.url, (await signIn(server.url)).accessToken);
    const pages = [`${server.url}/login`, verify];
    const runs = await lighthouseRuns(pages, RUNS);
    for (const [index, name] of ['/login', '/verify (a verification link)'].entries()) {
      console.log(`\nLighthouse mobile, ${name}, ${RUNS} runs (median, range):`);
      for (const line of lighthouseLines(runs[index]!)) console.log(line);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
// Lighthouse leaves handles open (its connection's timers): the figures are out, the script is done.
process.exit(0);
