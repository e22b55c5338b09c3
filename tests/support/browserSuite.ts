import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { startPreview, type RunningServer } from './previewServer';
import { ReusableTab, type Viewport } from './reusableTab';
import { signedInContext, type Technician } from './signedInContext';

/** What a browser suite works against: `vite preview` of a build, and headless Chromium. */
export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /**
   * The file's one reusable tab (ReusableTab), on an empty page of the app's origin with `who` signed in (null: no
   * one), for this test only. Cheaper than a context of the test's own; one per test.
   */
  tab(who: Technician | null, viewport: Viewport): Promise<Page>;
  /** A page signed in as `who` for this test: the file's tab if the test has not taken it, else a context's own. */
  page(who: Technician, viewport: Viewport): Promise<Page>;
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
  afterEach(() => tab.release());
  afterAll(async () => {
    await tab.close();
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`The browser suite's ${name} is read before beforeAll started it.`);
    return value;
  };
  const tab = new ReusableTab(
    () => started(browser, 'browser'),
    () => started(server, 'server').url,
  );
  return {
    tab: (who, viewport) => tab.take(who, viewport),
    page: async (who, viewport) =>
      tab.isTaken
        ? (await signedInContext(started(browser, 'browser'), started(server, 'server').url, who, viewport)).newPage()
        : tab.take(who, viewport),
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
