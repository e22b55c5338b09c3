import { setupBrowserSuite } from '../support/browserSuite';
import { openFirefoxPage, type FirefoxPage } from '../support/firefox';
import { builtStories, byStoryFile, NARROW_WINDOW, storiesThatSpill } from '../support/storiesAtWidth';

/**
 * No story is wider than its screen at 320 px in Firefox ESR, the second engine (decision 302): the same pass as
 * Chromium's in stories.e2e.test.ts, every story, one test per story file, switched in one page. A file of its own so
 * that the two passes run on both test workers side by side.
 */
const suite = setupBrowserSuite('storybook-static');
let firefox: FirefoxPage;
let loaded = false;

beforeAll(async () => {
  firefox = await openFirefoxPage(NARROW_WINDOW.width, NARROW_WINDOW.height);
});

afterAll(async () => {
  await firefox?.close();
});

test.each(byStoryFile(builtStories()))('%s: no story is wider than its screen at 320 px', async (_title, list) => {
  const { faults, inPlace } = await storiesThatSpill(firefox, suite.server.url, list, loaded, NARROW_WINDOW.width);
  loaded = inPlace;
  expect(faults).toEqual([]);
});
