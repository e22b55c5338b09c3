import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { BROWSER_STORY_TAG } from '../storybook/browserStoryTag';
import { setupBrowserSuite } from '../support/browserSuite';
import { builtStories, byStoryFile, NARROW_WINDOW, storiesThatSpill, type LayoutPage } from '../support/storiesAtWidth';

/**
 * The stories that need a layout engine (tagged `browser`: sizes and positions at 320 px, overflow,
 * scrolling, a browser API jsdom lacks) are tests here: each must render and its play function must pass
 * in real Chromium, and axe-core (colour contrast included) must find no serious or critical accessibility
 * violation. Every other story plays in jsdom, beside its file (tests/storybook/playStories.tsx).
 *
 * The stories run one after another in one page, switched through Storybook's channel the way its
 * sidebar (and its own test runner) switches them: loading the preview for each story cost 2.5 s of
 * the 5 s a story took. So each story must leave nothing behind (`.storybook/betweenStories.ts`), which
 * is what a designer clicking through the sidebar needs too. `STORY_ORDER_SEED=<n>` runs them in
 * another order, to find a story that leans on the one before it. After a failure the next story gets
 * a fresh page, so one broken story cannot fail the rest.
 */
const everyStory = builtStories();
const listed = everyStory.filter((entry) => entry.tags?.includes(BROWSER_STORY_TAG));
const orderSeed = process.env.STORY_ORDER_SEED;
const stories = orderSeed
  ? fc.sample(fc.shuffledSubarray(listed, { minLength: listed.length }), { seed: Number(orderSeed), numRuns: 1 })[0]!
  : listed;

const FAILURE_EVENTS = ['playFunctionThrewException', 'storyThrewException', 'storyErrored'];

interface StorybookPreview {
  storyRenders?: { id?: string; phase?: string }[];
  channel: { data: Record<string, unknown>; emit(event: string, payload: unknown): void };
}

interface StoryPage {
  page: Page;
  /** Uncaught errors in the page since the current story was asked for. */
  errors: string[];
}

const suite = setupBrowserSuite('storybook-static');
let current: StoryPage | null = null;

afterAll(async () => {
  await current?.page.close();
});

test('the build has stories that play in Chromium', () => {
  expect(stories.length).toBeGreaterThan(0);
});

test.each(stories.map((s) => [`${s.title} / ${s.name}`, s.id]))(
  '%s renders, plays and passes axe',
  async (_name, id) => {
    const reused = current;
    current = null;
    const story = reused ?? (await openStoryPage());
    story.errors.length = 0;
    try {
      await playsAndPassesAxe(story, id, reused !== null);
    } catch (error) {
      // A failed story's page is closed: its timers and polling would load the machine and whatever it
      // left on the page would fail the stories after it.
      await story.page.close();
      throw error;
    }
    current = story;
  },
);

test("leaving a story stops its app's hub: nothing of it shows up in the next story", async () => {
  const { page, errors } = await openStoryPage();
  try {
    // The page's clock runs as usual until the test moves it past the hub's retry schedule below.
    await page.clock.install();
    const hubRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/hubs/')) hubRequests.push(request.url());
    });
    await playsAndPassesAxe({ page, errors }, 'shell-plans--pro-full', false);
    await playsAndPassesAxe({ page, errors }, 'errors-error-screen--outside-a-pod', true);
    const leftAt = hubRequests.length;
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenToasts: string[] }).seenToasts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('.app-toast-stack')?.textContent;
        if (text) seen.push(text);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // The spec's retry schedule starts at 0 and 2 s: a hub still running would have asked again and
    // toasted 'Connection in progress.' (it did, 0.9 s after the story was left, before the fix). Its
    // timers fire now. A request the page makes after them is a barrier: Chromium reports requests in the
    // order they were made, so once this one has finished, any request of those timers has been seen.
    await page.clock.runFor(5_000);
    const barrier = page.waitForEvent('requestfinished', (request) => request.url().includes('after-the-schedule'));
    await page.evaluate(() => fetch('./index.json?after-the-schedule', { cache: 'no-store' }).then((r) => r.text()));
    await barrier;
    expect({
      toasts: await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts),
      hubRequestsAfterLeaving: hubRequests.slice(leftAt),
    }).toEqual({ toasts: [], hubRequestsAfterLeaving: [] });
  } finally {
    await page.close();
  }
});

async function openStoryPage(): Promise<StoryPage> {
  const page = await suite.browser.newPage({ viewport: { width: 1200, height: 800 } });
  const story: StoryPage = { page, errors: [] };
  page.on('pageerror', (error) => story.errors.push(error.message));
  return story;
}

async function playsAndPassesAxe({ page, errors }: StoryPage, id: string, switchInPlace: boolean): Promise<void> {
  if (switchInPlace) {
    await page.evaluate(
      ({ storyId, failureEvents }) => {
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__: StorybookPreview }).__STORYBOOK_PREVIEW__;
        // Storybook keeps the last payload of each channel event: forget the previous story's.
        for (const event of failureEvents) delete preview.channel.data[event];
        preview.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      },
      { storyId: id, failureEvents: FAILURE_EVENTS },
    );
  } else {
    await page.goto(`${suite.server.url}/iframe.html?id=${id}&viewMode=story`);
  }
  // A failed play ends 'finished' too; the render must be this story's, not the one before it.
  const outcome = await page.waitForFunction(
    ({ storyId, failureEvents }) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: StorybookPreview }).__STORYBOOK_PREVIEW__;
      const renders = preview?.storyRenders ?? [];
      const last = renders[renders.length - 1];
      if (last?.id !== storyId) return false;
      const phase = last.phase;
      if (phase !== 'completed' && phase !== 'finished' && phase !== 'errored') return false;
      const data = preview?.channel.data ?? {};
      const failure = failureEvents.map((event) => data[event]).find(Boolean);
      return {
        phase,
        failure: failure
          ? JSON.stringify(failure)
              .replace(/\\u001b\[[0-9;]*m/g, '')
              .slice(0, 600)
          : null,
      };
    },
    { storyId: id, failureEvents: FAILURE_EVENTS },
    { timeout: 45_000 }, // a guard: a play waits up to UI_SETTLE_TIMEOUT_MS per step on a busy machine
  );
  expect({ ...(await outcome.jsonValue()), errors }).toEqual({
    phase: expect.stringMatching(/completed|finished/),
    failure: null,
    errors: [],
  });

  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: unknown; html: string }[] };
    const axe = (
      window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    // Which element, not only which rule: a failure seen once in CI must say what to look at.
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => `${String(n.target)} ${n.html.slice(0, 120)}`).join('; ')}`,
      );
  });
  expect(violations).toEqual([]);
}

/**
 * No story is wider than its screen at 320 px in Chromium: every story, one test per story file, in a 320 px window (a
 * story framed as a 320 px pod is measured against its frame; one framed wider, a 400 px pod or a 1280 px page, is not
 * at 320 px and is skipped). Only the layout is checked here: each story's play and axe pass are tested above (the ones
 * that need a layout engine) or beside its file in jsdom. Firefox's pass is stories-firefox.e2e.test.ts.
 */
describe('every story at 320 px in Chromium', () => {
  let page: Page;
  let loaded = false;
  beforeAll(async () => {
    page = await suite.browser.newPage({ viewport: NARROW_WINDOW });
  });
  afterAll(async () => {
    await page?.close();
  });

  test.each(byStoryFile(everyStory))('%s: no story is wider than its screen', async (_title, list) => {
    const layoutPage: LayoutPage = {
      goto: (url) => page.goto(url),
      evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    };
    const { faults, inPlace } = await storiesThatSpill(layoutPage, suite.server.url, list, loaded, NARROW_WINDOW.width);
    loaded = inPlace;
    expect(faults).toEqual([]);
  });
});
