import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startPreview, type RunningServer } from './previewServer';

/** What a browser suite works against: `vite preview` of a build, and headless Chromium. */
export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Gives the suite's tests the preview server (with the sandbox, reset to its seeded world) and Chromium
 * before they run, and lets both go after them. In `npm test` both are the jest worker's own, shared by
 * its files one after another: closing the browser here closes this file's contexts and pages, and the
 * next file gets a fresh world. Read `suite.server` and `suite.browser` inside tests, once they have started.
 */
export function setupBrowserSuite(outDir: 'dist' | 'storybook-static' = 'dist'): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startPreview(outDir), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`The browser suite's ${name} is read before beforeAll started it.`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
