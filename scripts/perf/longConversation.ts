/**
 * A 10,000-message SMS history: a technician with a valid session opens SMS Messaging on the seeded
 * ticket whose channel has 10,000 messages (acme-cw ticket 1007). Measures the time from the sidebar
 * click until the newest message is on screen, and the longest main-thread task while the list is
 * scrolled from the newest to the oldest message.
 * Run after `npm run build`:  npm run perf:long-conversation  (RUNS=7 to change the sample size,
 * WHEEL=<px> the wheel step, DEBUG=1 to print every long task)
 */
import type { Page } from 'playwright-core';
import { launchChromium } from '@tests/support/browser';
import { startPreview } from '@tests/support/previewServer';

const RUNS = Number(process.env.RUNS) || 5;
const POD = '/pod/connectwise/acme-cw?ticketId=1007&screen=ticket';
const NEWEST = 'Message 10000 of 10000';

const FRAME =
  'new Promise(function (resolve) { requestAnimationFrame(function () { requestAnimationFrame(function () { resolve(null); }); }); })';
const LIST_STATE = `(function () {
  var el = document.querySelector('.conversation__scroll');
  var first = el.querySelector('li');
  return { top: el.scrollTop, items: el.querySelectorAll('li').length, first: first ? first.textContent : '', longest: Math.max.apply(null, [0].concat(window.__longTasks)), all: window.__longTasks.map(Math.round).join(',') };
})()`;

interface ListState {
  top: number;
  items: number;
  first: string;
  longest: number;
  all: string;
}

/** Scrolls the list with the mouse wheel, as a person would, from the newest message to the oldest. */
async function wheelToOldest(page: Page): Promise<ListState> {
  await page.hover('.conversation__scroll');
  await page.evaluate('window.__longTasks.length = 0');
  let items = 0;
  for (let i = 0; i < 400; i++) {
    await page.mouse.wheel(0, -Number(process.env.WHEEL ?? 4000));
    await page.evaluate(FRAME);
    const state: { top: number; items: number } = await page.evaluate(LIST_STATE);
    items = Math.max(items, state.items);
    if (state.top === 0) break;
  }
  await page.evaluate(FRAME);
  const end: ListState = await page.evaluate(LIST_STATE);
  return { ...end, items: Math.max(items, end.items) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startPreview('dist');
const browser = await launchChromium();
try {
  const opens: number[] = [];
  const longest: number[] = [];
  const rendered: number[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const session = await (
      await fetch(`${server.url}/api/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
      })
    ).json();
    const context = await browser.newContext({ viewport: { width: 400, height: 900 } });
    // Page scripts are strings: tsx would wrap inline functions in a helper the page does not have.
    await context.addInitScript(`
      localStorage.setItem('token', ${JSON.stringify(session.accessToken)});
      localStorage.setItem('refreshToken', ${JSON.stringify(session.refreshToken)});
      localStorage.setItem('userId', ${JSON.stringify(session.userId)});
      window.__longTasks = [];
      new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) { window.__longTasks.push(e.duration); }); }).observe({ type: 'longtask', buffered: true });
    `);
    const page = await context.newPage();
    await page.goto(`${server.url}${POD}`);
    await page.waitForSelector('[data-useful-screen="ready"]', { timeout: 30_000 });
    const t0 = Date.now();
    await page.getByRole('button', { name: 'SMS Messaging' }).click();
    await page.getByText(NEWEST).waitFor({ state: 'visible', timeout: 30_000 });
    const open = Date.now() - t0;

    const scroll = await wheelToOldest(page);
    if (process.env.DEBUG) console.log(`long tasks while scrolling (ms): ${scroll.all}`);
    if (!scroll.first.includes('Message 1 of 10000'))
      throw new Error(`scrolling did not reach the oldest message: ${scroll.first} (scrollTop ${scroll.top})`);
    if (run > 0) {
      opens.push(open);
      longest.push(scroll.longest);
      rendered.push(scroll.items);
    }
    await context.close();
  }
  console.log(`10,000-message SMS history (production build, Chromium, 400 px, ${RUNS} runs after a warm-up):`);
  console.log(
    `  open (sidebar click -> newest message visible): median ${median(opens)} ms, min ${Math.min(...opens)} ms, max ${Math.max(...opens)} ms`,
  );
  console.log(
    `  longest main-thread task while scrolling newest -> oldest: median ${Math.round(median(longest))} ms, max ${Math.round(Math.max(...longest))} ms (0 = none over 50 ms)`,
  );
  console.log(`  list items in the page: at most ${Math.max(...rendered)} of 10,000`);
} finally {
  await browser.close();
  await server.stop();
}
