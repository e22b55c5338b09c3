import { existsSync, readFileSync } from 'node:fs';
import { sidewaysOverflow } from './sidewaysOverflow';

/** A page of either engine, reduced to what the layout pass needs (Playwright's and Puppeteer's pages both fit). */
export interface LayoutPage {
  goto(url: string): Promise<unknown>;
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

/** A story as Storybook's index lists it. */
export interface ListedStory {
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/** Every story of the Storybook build (`npm run build-storybook` first), in the index's order. */
export function builtStories(): ListedStory[] {
  const index = 'storybook-static/index.json';
  if (!existsSync(index)) throw new Error('Build Storybook first: npm run build-storybook');
  const entries = JSON.parse(readFileSync(index, 'utf8')).entries as Record<string, ListedStory & { type: string }>;
  return Object.values(entries).filter((entry) => entry.type === 'story');
}

/** The stories grouped by their file's title ("Features/SMS Messaging"): one test each. */
export function byStoryFile(stories: readonly ListedStory[]): [title: string, stories: ListedStory[]][] {
  const files = new Map<string, ListedStory[]>();
  for (const story of stories) files.set(story.title, [...(files.get(story.title) ?? []), story]);
  return [...files];
}

/** The window of the layout pass at pod width. */
export const NARROW_WINDOW = { width: 320, height: 640 };

/** How long one story may take to render and play: a guard, on a busy machine, not a wait. */
const STORY_GUARD_MS = 45_000;

/**
 * Shows each story in one page of `width`, switched the way Storybook's sidebar switches them (loading the preview for
 * each would cost seconds a story), waits until it rendered and played, and measures what spills sideways. A story
 * that frames itself as a wider pod (a `width` arg above `width`: a 400 px pod, a 1280 px page) is not at this width
 * and is not shown. `faults` has one line
 * per story that is wider than its screen or did not finish (empty when every story fits); `inPlace` says whether the
 * page shows a working preview, for the next call to switch in (pass it back as `loaded`).
 */
export async function storiesThatSpill(
  page: LayoutPage,
  previewUrl: string,
  stories: readonly ListedStory[],
  loaded: boolean,
  width: number,
): Promise<{ faults: string[]; inPlace: boolean }> {
  const faults: string[] = [];
  let inPlace = loaded;
  for (const story of stories) {
    try {
      if (!inPlace) await page.goto(`${previewUrl}/iframe.html?id=${story.id}&viewMode=story`);
      inPlace = true;
      const shown = await page.evaluate(showStory, { storyId: story.id, guardMs: STORY_GUARD_MS, width });
      if (!shown) continue;
      for (const fault of await page.evaluate(sidewaysOverflow, undefined)) faults.push(`${story.name}: ${fault}`);
    } catch (error) {
      faults.push(`${story.name}: ${(error as Error).message.split('\n')[0]}`);
      inPlace = false; // a fresh preview for the next story
    }
  }
  return { faults, inPlace };
}

/**
 * In the page: asks Storybook's preview for the story, then resolves true once it rendered, played and was painted;
 * false without showing it when its `width` arg frames it wider than `width`.
 */
async function showStory({ storyId, guardMs, width }: { storyId: string; guardMs: number; width: number }) {
  type Render = { id?: string; phase?: string };
  type Preview = {
    storyRenders?: Render[];
    channel?: { emit(event: string, payload: unknown): void };
    storyStoreValue?: { loadStory(o: { storyId: string }): Promise<{ initialArgs?: { width?: unknown } }> };
  };
  const started = performance.now();
  const preview = () => (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
  const until = (check: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const poll = () => {
        if (check()) resolve();
        else if (performance.now() - started > guardMs) reject(new Error(`${what} within ${guardMs} ms`));
        else setTimeout(poll, 25);
      };
      poll();
    });
  await until(() => !!preview()?.channel && !!preview()?.storyStoreValue, 'no Storybook preview');
  const framed = (await preview()!.storyStoreValue!.loadStory({ storyId })).initialArgs?.width;
  if (typeof framed === 'number' && framed > width) return false;
  const last = () => preview()?.storyRenders?.at(-1);
  if (last()?.id !== storyId) preview()!.channel!.emit('setCurrentStory', { storyId, viewMode: 'story' });
  const done = ['completed', 'finished', 'errored'];
  await until(() => last()?.id === storyId && done.includes(last()?.phase ?? ''), 'the story did not finish');
  await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  return true;
}
