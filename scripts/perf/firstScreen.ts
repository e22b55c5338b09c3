/**
 * Time to first useful screen: a technician with a valid session opens a pod URL; how long until the
 * record is on screen, and how many API round trips ran one after another to get there.
 * Run after `npm run build`:  npm run perf:first-screen  (RUNS=10 to change the sample size)
 */
import { launchChromium } from '../../tests/support/browser';
import { startPreview } from '../../tests/support/previewServer';

const RUNS = Number(process.env.RUNS) || 7;
const READY = '[data-useful-screen="ready"]';

interface Trip { url: string; start: number; end: number }

/** How many requests had to finish before the next could start: the longest chain of non-overlapping trips. */
function sequentialDepth(trips: Trip[]): number {
  const sorted = [...trips].sort((a, b) => a.start - b.start);
  const depth = new Map<Trip, number>();
  for (const trip of sorted) {
    const before = sorted.filter((other) => other.end <= trip.start).map((other) => depth.get(other) ?? 1);
    depth.set(trip, 1 + Math.max(0, ...before));
  }
  return Math.max(0, ...depth.values());
}

const server = await startPreview('dist');
const browser = await launchChromium();
try {
  const world = await (await fetch(`${server.url}/__sandbox/world`)).json();
  const ticket = world.tickets.find((t: { psaType: string; contactId: string | null; kind: string; psaId: string }) =>
    t.psaType === 'ConnectWise' && t.contactId && t.kind === 'ticket' && t.psaId.startsWith('acme-'));
  const samples: number[] = [];
  let trips: Trip[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const session = await (await fetch(`${server.url}/api/Token`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
    })).json();
    const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
    await context.addInitScript((s) => {
      localStorage.setItem('token', s.accessToken);
      localStorage.setItem('refreshToken', s.refreshToken);
      localStorage.setItem('userId', s.userId);
    }, session);
    const page = await context.newPage();
    const current: Trip[] = [];
    const started = new Map<unknown, number>();
    page.on('request', (r) => { if (r.url().includes('/api/') && !r.url().includes('/hubs/')) started.set(r, Date.now()); });
    page.on('requestfinished', (r) => { const s = started.get(r); if (s) current.push({ url: new URL(r.url()).pathname, start: s, end: Date.now() }); });
    const t0 = Date.now();
    await page.goto(`${server.url}${ticket.podUrl}`);
    await page.waitForSelector(READY, { timeout: 30_000 });
    const elapsed = Date.now() - t0;
    if (run > 0) samples.push(elapsed); // the first run warms the server and the disk cache
    trips = current.filter((t) => t.end <= t0 + elapsed);
    await context.close();
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  console.log(`First useful screen (pod, valid session, production build, ${RUNS} runs): median ${median} ms, min ${samples[0]} ms, max ${samples[samples.length - 1]} ms`);
  console.log(`API round trips before it: ${trips.length} (${[...new Set(trips.map((t) => t.url))].join(', ')}); sequential depth ${sequentialDepth(trips)}`);
} finally {
  await browser.close();
  await server.stop();
}
