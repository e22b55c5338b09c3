import type { Page } from 'playwright-core';
import type { BrowserSuite } from './browserSuite';
import type { Viewport } from './reusableTab';
import { goToPod, openPodIn, signedInContext, TESS } from './signedInContext';

/**
 * A pod opened signed in as Tess, for the suites where signing in is not what is tested (the form has its own): in
 * the file's reusable tab (BrowserSuite.page), or with `before` (an init script, a clock: what a context cannot
 * forget) in a context of its own.
 */
export async function openSignedInPod(
  suite: BrowserSuite,
  podPath: string,
  viewport: Viewport,
  before?: (page: Page) => Promise<void>,
): Promise<Page> {
  if (before)
    return openPodIn(
      await signedInContext(suite.browser, suite.server.url, TESS, viewport),
      suite.server.url,
      podPath,
      before,
    );
  return goToPod(await suite.page(TESS, viewport), suite.server.url, podPath);
}
