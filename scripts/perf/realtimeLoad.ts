/**
 * Realtime load: 1,000 hub events (SMS replies, SignalR) and 1,000 Pusher events (client portal chat
 * messages) arrive within one second while their page is open; how long is the longest main-thread
 * task while they are applied (the Long Tasks API reports every task over 50 ms)? Production build,
 * the sandbox's real SignalR hub and Pusher server, Chromium. Run after `npm run build`:
 *   npm run perf:realtime-load   (RUNS=5 to change the sample size, COUNT and WITHIN_MS the burst;
 *   PROFILE=1 prints where the main thread's time went; CPU=1 also takes a Chromium trace and gives each
 *   long task's CPU time beside its wall time: on a loaded machine a task waits for a core, and the
 *   CPU time says how much of it was the page's own work)
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@tests/support/browser';
import { startPreview } from '@tests/support/previewServer';

const RUNS = Number(process.env.RUNS) || 3;
const COUNT = Number(process.env.COUNT) || 1000;
const WITHIN_MS = Number(process.env.WITHIN_MS) || 1000;
const PROFILE = process.env.PROFILE === '1';
const CPU = process.env.CPU === '1';
const OUT_DIR = process.env.OUT_DIR || 'dist';
const SMS_CHANNEL = 'sms-acme-cw-co1-ct1'; // Alice Johnson, acme-cw ticket 1001
const CHAT_TICKET = { psaId: 'acme-cw', ticketId: '1003' };

/** `cpuMs`: with CPU=1, the CPU time of each main-thread task over 50 ms (from the trace). */
interface Sample {
  longTasks: number[];
  appliedMs: number;
  cpuMs: number[];
}

const server = await startPreview(OUT_DIR);
const browser = await launchChromium();

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${server.url}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

async function hubSubscribed(): Promise<void> {
  for (;;) {
    const connections = (await (await fetch(`${server.url}/__sandbox/realtime/connections`)).json()) as Array<{
      tenantId: string | null;
    }>;
    if (connections.some((c) => c.tenantId === 't-acme')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A signed-in page at 1280 px that records every long task (over 50 ms) from `window.__longTasks`. */
async function podPage(b: Browser, path: string): Promise<Page> {
  const session = await (
    await fetch(`${server.url}/api/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
    })
  ).json();
  const context = await b.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((s) => {
    localStorage.setItem('token', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('userId', s.userId);
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => tasks.push(Math.round(entry.duration))),
    ).observe({ type: 'longtask', buffered: true });
  }, session);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await page.waitForSelector('[data-useful-screen="ready"]', { timeout: 30_000 });
  return page;
}

/** Resets the record once the page is idle, runs the burst, waits until the last event is shown. */
async function measure(page: Page, burst: () => Promise<unknown>, lastText: string): Promise<Sample> {
  await page.waitForTimeout(1500);
  await page.evaluate(() => void ((window as unknown as { __longTasks: number[] }).__longTasks.length = 0));
  const cdp = PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const tracing = CPU ? await page.context().newCDPSession(page) : null;
  const traceEvents: TraceEvent[] = [];
  if (tracing) {
    tracing.on('Tracing.dataCollected', (event) => traceEvents.push(...(event.value as unknown as TraceEvent[])));
    await tracing.send('Tracing.start', {
      categories: 'toplevel,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
  }
  const t0 = Date.now();
  await Promise.all([burst(), page.getByText(lastText, { exact: true }).first().waitFor({ timeout: 60_000 })]);
  const appliedMs = Date.now() - t0;
  await page.waitForTimeout(500); // tasks still running when the text appeared
  if (cdp) printHotFunctions((await cdp.send('Profiler.stop')).profile);
  let cpuMs: number[] = [];
  if (tracing) {
    const complete = new Promise((resolve) => tracing.once('Tracing.tracingComplete', resolve));
    await tracing.send('Tracing.end');
    await complete;
    cpuMs = longTaskCpu(traceEvents);
  }
  const longTasks = await page.evaluate(() => [...(window as unknown as { __longTasks: number[] }).__longTasks]);
  return { longTasks, appliedMs, cpuMs };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** CPU=1: the thread time of each task over 50 ms on the page's main thread (renderer "CrRendererMain"). */
function longTaskCpu(events: TraceEvent[]): number[] {
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000 && mainThreads.has(`${e.pid}:${e.tid}`),
    )
    .map((e) => Math.round((e.tdur ?? 0) / 1000));
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** PROFILE=1: the functions where the burst's main-thread time went (self time, top 15). */
function printHotFunctions(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const key = frame
      ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`
      : '?';
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
  for (const [name, ms] of top) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function report(name: string, samples: Sample[]): void {
  const all = samples.flatMap((s) => s.longTasks);
  const longest = Math.max(0, ...all);
  const perRunLongest = samples.map((s) => Math.max(0, ...s.longTasks));
  const cpu = samples.flatMap((s) => s.cpuMs);
  console.log(
    `${name}: ${COUNT} events within ${WITHIN_MS} ms, ${samples.length} runs: ${all.length} main-thread tasks over 50 ms` +
      `${all.length ? ` (longest ${longest} ms; per run ${samples.map((s) => s.longTasks.length).join(', ')}; longest per run median ${median(perRunLongest)} ms)` : ''}; ` +
      `last event shown ${median(samples.map((s) => s.appliedMs))} ms after the burst began (median)` +
      (CPU
        ? `; CPU time of those tasks (trace): ${cpu.length ? `median ${median(cpu)} ms, most ${Math.max(...cpu)} ms` : 'none over 50 ms'}`
        : ''),
  );
}

try {
  const hub: Sample[] = [];
  const pusher: Sample[] = [];
  for (let run = 0; run < RUNS; run++) {
    const sms = await podPage(browser, '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket');
    await sms.getByRole('button', { name: 'SMS Messaging' }).click();
    await sms.getByRole('textbox', { name: 'Message' }).waitFor();
    await hubSubscribed();
    const smsPrefix = `Hub load ${run}`;
    hub.push(
      await measure(
        sms,
        () => post('/messages/burst', { channelId: SMS_CHANNEL, count: COUNT, withinMs: WITHIN_MS, prefix: smsPrefix }),
        `${smsPrefix} ${COUNT} of ${COUNT}`,
      ),
    );
    await sms.context().close();

    const chats = await podPage(
      browser,
      `/pod/connectwise/${CHAT_TICKET.psaId}?ticketId=${CHAT_TICKET.ticketId}&screen=ticket`,
    );
    await chats.getByRole('button', { name: 'Client Portal Chats' }).click();
    await chats
      .getByRole('list', { name: 'Chats on this ticket' })
      .or(chats.getByText('No chats on this ticket yet.'))
      .first()
      .waitFor();
    const open = (await (await fetch(`${server.url}/__sandbox/chats`)).json()) as Array<{
      id: string;
      psaId: string;
      ticketId: string;
      isClosed: boolean;
    }>;
    let chat = open.find((c) => c.psaId === CHAT_TICKET.psaId && c.ticketId === CHAT_TICKET.ticketId && !c.isClosed);
    if (!chat)
      chat = (
        await post<{ chat: { id: string; psaId: string; ticketId: string; isClosed: boolean } }>('/chats/start', {
          ...CHAT_TICKET,
          body: 'Load test chat',
        })
      ).chat;
    await chats.getByRole('list', { name: 'Chats on this ticket' }).getByRole('button').first().click();
    await chats.getByRole('region', { name: /^Chat with/ }).waitFor();
    const chatPrefix = `Pusher load ${run}`;
    pusher.push(
      await measure(
        chats,
        () => post(`/chats/${chat.id}/burst`, { count: COUNT, withinMs: WITHIN_MS, prefix: chatPrefix }),
        `${chatPrefix} ${COUNT} of ${COUNT}`,
      ),
    );
    await chats.context().close();
  }
  report('Hub (SignalR, SMS replies, SMS page open)', hub);
  report('Pusher (client portal chat messages, chat open)', pusher);
} finally {
  await browser.close();
  await server.stop();
}
