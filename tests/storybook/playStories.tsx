import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { SetupWorker } from 'msw/browser';
import { setupServer } from 'msw/node';
import { storyAnnotations } from '@storybook-host/preview';
import { storySandbox } from '@storybook-host/storySandbox';
import { sandboxHandlers } from '@sandbox/msw/sandboxHandlers';
import { axeOncePerPage } from './axeOncePerPage';
import { BROWSER_STORY_TAG } from './browserStoryTag';

/** The story sandbox (the one Storybook's service worker serves) behind MSW's Node server. */
const server = setupServer(...sandboxHandlers(storySandbox));
// The addon's loader only resets the handlers and adds the story's (`parameters.msw`): both servers do that alike.
const annotations = setProjectAnnotations([
  storyAnnotations,
  { loaders: [mswLoader(() => server as unknown as SetupWorker)] },
]);

/**
 * Every story of a story file as a test, through Storybook's portable stories: the project's
 * annotations (.storybook/preview.tsx: leaving nothing of the last story behind), the file's and the
 * story's loaders, its render in StrictMode, its play function, then axe-core over the page, which must
 * find no serious or critical violation (once per distinct page: axeOncePerPage.ts). A story tagged `browser` (BROWSER_STORY_TAG) asserts what only
 * a layout engine shows and plays in Chromium instead (tests/e2e/stories.e2e.test.ts).
 */
export function playStoriesOf(storyFile: Parameters<typeof composeStories>[0]): void {
  // Storybook's React renderer wraps the plays' events and waits in act(), as in Storybook's own test runs.
  beforeAll(annotations.beforeAll);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // A story runs as in Storybook: React updates whenever its timers and answers come (a toast's
    // transition during axe, say), not only inside act(). testing-library's import had switched act's
    // warnings on for every update; Storybook's renderer still wraps its render and the plays' events.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    // jsdom has no canvas and says so on every call; axe asks for one only to tell icon fonts from text.
    HTMLCanvasElement.prototype.getContext = () => null;
    // As in Storybook's iframe.html, so the document-level rules read the same page.
    document.documentElement.lang = 'en';
    document.title = 'Storybook';
  });
  const stories = Object.entries(composeStories(storyFile) as Record<string, ReturnType<typeof composeStory>>);
  const title = (storyFile.default as { title?: string } | undefined)?.title ?? 'stories';
  const inJsdom = stories.filter(([, story]) => !story.tags.includes(BROWSER_STORY_TAG));
  if (inJsdom.length === 0)
    throw new Error(
      `Every story of ${title} is tagged ${BROWSER_STORY_TAG}: list its file in CHROMIUM_ONLY_STORY_FILES ` +
        '(tests/storybook/browserStoryTag.ts) and remove this test.',
    );
  afterAll(async () => {
    await leaveTheLastStory(inJsdom.map(([, story]) => story));
    server.close();
  });
  const axeProblemsOf = axeOncePerPage();
  test.each(inJsdom)(`${title} / %s plays and passes axe`, async (_name, story) => {
    const canvasElement = document.body.appendChild(document.createElement('div'));
    canvasElement.id = 'storybook-root';
    try {
      await story.run({ canvasElement });
      expect(await axeProblemsOf(document)).toEqual([]);
    } finally {
      canvasElement.remove();
    }
  });
}

/**
 * Unmounts the story played last, and runs what its loaders and beforeEach left to clean up. Portable stories
 * clean a story up when the next one runs (or loads), so the last one of a file stayed mounted: its clock kept
 * rendering after jest had torn the file's modules down ("Cannot log after tests are done"), and what it held open
 * (the call states' BroadcastChannel) kept a jest run of that one file from ever exiting. Loading a story is the
 * portable stories' way to clean up the one before without rendering another.
 */
export async function leaveTheLastStory(stories: ReadonlyArray<{ load: () => Promise<void> }>): Promise<void> {
  await stories.at(-1)?.load();
}
