import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SANDBOX_BLANK_PATH } from '@sandbox/contract/sandboxPaths';
import { sessionOf, type StoredSession, type Technician } from './signedInContext';

/** The most history entries a tab is given with, well short of the 50 Chromium keeps. */
const SHORT_HISTORY = 30;

export interface Viewport {
  width: number;
  height: number;
}

/**
 * One tab that a browser test file's tests take in turn, where a fresh context per test would open the app in a
 * new renderer process that compiles the bundle and parses the styles again: the suites of signed-in pods take about
 * a quarter less CPU in it (docs/measurements.md, decision 277).
 *
 * Nothing a test leaves reaches the next one. Between tests the app leaves the tab for an empty page of its origin
 * (so its sockets and timers stop), and there the next test starts from cleared local and session storage,
 * cookies and permissions, with no routes, listeners or media emulation of the last one. What a context cannot
 * forget (an init script, an installed clock) needs a context of its own, and so does a second page in one test.
 */
export class ReusableTab {
  private context: BrowserContext | null = null;
  private page: Page | null = null;
  private taken = false;
  /** Whether `release` left a freshly loaded blank page that nothing has touched since. */
  private emptied = false;
  /** Playwright's own listeners on the page and context (its close and crash handling): the ones a test may not drop. */
  private readonly own = new Map<object, Map<string | symbol, Set<unknown>>>();

  constructor(
    private readonly browser: () => Browser,
    private readonly baseUrl: () => string,
  ) {}

  /** Whether the running test has the tab. */
  get isTaken(): boolean {
    return this.taken;
  }

  /** The tab on an empty page of the app's origin, with `who` signed in (or no one), at `viewport`. */
  async take(who: Technician | null, viewport: Viewport): Promise<Page> {
    if (this.taken)
      throw new Error("This test has the file's tab already: open a context of its own for a second page.");
    this.taken = true;
    const session = who ? await sessionOf(this.baseUrl(), who) : null;
    const page = await this.blank();
    await page.setViewportSize(viewport);
    await page.evaluate((stored: StoredSession | null) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of Object.entries(stored ?? {})) localStorage.setItem(key, value);
    }, session);
    return page;
  }

  /** After each test: the app the test left leaves the tab. A tab that cannot leave it is closed. */
  async release(): Promise<void> {
    if (!this.taken) return;
    this.taken = false;
    await this.blank().then(
      () => void (this.emptied = true),
      async () => {
        await this.context?.close().catch(() => undefined);
        this.context = this.page = null;
      },
    );
  }

  /** Closes the tab's context (the file's browser connection would close it at the end of the file anyway). */
  async close(): Promise<void> {
    await this.context?.close();
    this.context = this.page = null;
  }

  /** The tab, emptied: the last test's listeners, routes, cookies and emulation gone, on the origin's blank page. */
  private async blank(): Promise<Page> {
    if (this.context && !this.browser().contexts().includes(this.context)) this.context = this.page = null; // a test closed it
    const context = this.context ?? this.remember((this.context = await this.browser().newContext()));
    const kept = this.page && !this.page.isClosed() ? this.page : null;
    const page = kept ?? this.remember((this.page = await context.newPage()));
    this.forgetTestListeners(context);
    this.forgetTestListeners(page);
    // A second page a test opened in the tab's context (another tab of the same browser) goes with it.
    await Promise.all(context.pages().map((other) => (other === page ? undefined : other.close())));
    await Promise.all([
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
      context.clearCookies(),
      context.clearPermissions(),
      context.setOffline(false),
      page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null }),
    ]);
    // After `release` a fresh blank page is there already: the next `take` does not load it again.
    if (!(this.emptied && kept)) await page.goto(`${this.baseUrl()}${SANDBOX_BLANK_PATH}`);
    this.emptied = false;
    // Chromium keeps 50 entries of a tab's history and then drops the oldest: a test that counts entries
    // (`history.length` one more after a replaced address) gets a tab short of that.
    if ((await page.evaluate(() => history.length)) > SHORT_HISTORY) {
      await page.close();
      this.page = null;
      return this.blank();
    }
    return page;
  }

  private remember<T extends BrowserContext | Page>(target: T): T {
    const emitter = target as unknown as Listening;
    this.own.set(target, new Map(emitter.eventNames().map((name) => [name, new Set(emitter.rawListeners(name))])));
    return target;
  }

  /** Removes the listeners added since the page or context was made (removeAllListeners would drop Playwright's). */
  private forgetTestListeners(target: BrowserContext | Page): void {
    const emitter = target as unknown as Listening;
    const own = this.own.get(target);
    for (const name of emitter.eventNames())
      for (const listener of emitter.rawListeners(name))
        if (!own?.get(name)?.has(listener)) emitter.off(name, listener);
  }
}

/** Playwright's event emitter, as Node's: these members exist on pages and contexts but are not in its types. */
interface Listening {
  eventNames(): Array<string | symbol>;
  rawListeners(name: string | symbol): unknown[];
  off(name: string | symbol, listener: unknown): void;
}
