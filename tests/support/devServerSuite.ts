import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { signInAndOpenPod } from './openPod';
import { startDevServer, type RunningServer } from './previewServer';
import { ReusableTab } from './reusableTab';

/** What a suite against `npm start`'s dev server works with: the server, headless Chromium and the file's tab. */
export interface DevServerSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The file's tab (decision 277): on the dev server a pod opened in a fresh context asks for every module again. */
  readonly tab: ReusableTab;
  /** The server's address, once beforeAll has started it. */
  base(): string;
}

/**
 * Starts the dev server (with `env`) and Chromium before the file's tests, warmed on `warmPod`, and lets both go
 * after them. Read `server` and `browser` inside tests, once they have started.
 */
export function setupDevServerSuite(env: Record<string, string>, warmPod: string): DevServerSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startDevServer(env), launchChromium()]);
    // A cold dev server transforms each module on its first request: the sign-in page's, then the pod's. Paid
    // once here, inside the hook's guard, not by the first test's 30 s navigation (at load 12 it took longer).
    // Through the sign-in form, as a newcomer does under `npm start`; the tests then start signed in.
    const warm = await browser.newPage();
    warm.setDefaultTimeout(150_000);
    await signInAndOpenPod(warm, server.url, warmPod);
    await warm.context().close();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`The dev server suite's ${name} is read before beforeAll started it.`);
    return value;
  };
  const tab = new ReusableTab(
    () => started(browser, 'browser'),
    () => started(server, 'server').url,
  );
  afterEach(() => tab.release());
  afterAll(async () => {
    await tab.close();
    await browser?.close();
    await server?.stop();
  });
  return {
    tab,
    base: () => started(server, 'server').url,
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
