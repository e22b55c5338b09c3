import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * A slowed browser, to find tests that race the page (opt-in, never on in `npm test`):
 * `E2E_CPU_THROTTLE=6` runs every page's main thread six times slower (CDP
 * `Emulation.setCPUThrottlingRate`) and `E2E_LATENCY_MS=150` adds that much latency to each request
 * (`Network.emulateNetworkConditions`). A test that waits on the state it asserts passes either way;
 * one that reads a state before loading finished fails here first.
 */
export interface SlowDown {
  readonly cpuRate: number;
  readonly latencyMs: number;
}

function positive(value: string | undefined): number {
  const number = Number(value ?? '');
  return Number.isFinite(number) && number > 0 ? number : 0;
}

export function slowDownFromEnv(env: NodeJS.ProcessEnv = process.env): SlowDown | null {
  const cpuRate = positive(env.E2E_CPU_THROTTLE);
  const latencyMs = positive(env.E2E_LATENCY_MS);
  return cpuRate > 1 || latencyMs > 0 ? { cpuRate, latencyMs } : null;
}

async function slowPage(page: Page, slow: SlowDown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  if (slow.cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow.cpuRate });
  if (slow.latencyMs > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow.latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
}

/** Every page of the context is slowed: those from `newPage()` before it returns, popups as they open. */
function slowContext(context: BrowserContext, slow: SlowDown): BrowserContext {
  const slowed = new WeakMap<Page, Promise<void>>();
  const once = (page: Page) => {
    let done = slowed.get(page);
    if (!done) {
      done = slowPage(page, slow);
      slowed.set(page, done);
    }
    return done;
  };
  // A popup is slowed as soon as Chromium reports it (its first script may already have run).
  context.on('page', (page) => void once(page).catch(() => undefined));
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await once(page);
    return page;
  };
  return context;
}

/** The same browser, whose contexts (and so `browser.newPage()`, which makes one) slow their pages. */
export function slowBrowser(browser: Browser, slow: SlowDown): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => slowContext(await newContext(options), slow);
  return browser;
}
