import type { BrowserContext, Page } from 'playwright-core';

/**
 * Watches one browser context the way an attacker's success would show: every URL the top document
 * navigated to or requested, script URLs that ran (`window.__hostileRedirect`, set by every hostile
 * script URL), dialogs, console text and Referer headers, so a case can assert the top document never
 * left the app's origin and no token leaked.
 */
export interface TopDocumentWatch {
  readonly topUrls: string[];
  readonly dialogs: string[];
  readonly console: string[];
  readonly referers: string[];
  /** What the top document loaded that is neither the app's origin nor about:blank. */
  offOrigin(appOrigin: string): string[];
  /** Whether a hostile script URL ran in any page of the context. */
  scriptRan(page: Page): Promise<boolean>;
}

/** Watches `context` from now on: the pages it opens next, and `page` if it has one open already. */
export function watchTopDocument(context: BrowserContext, page?: Page): TopDocumentWatch {
  const watch = { topUrls: [] as string[], dialogs: [] as string[], console: [] as string[], referers: [] as string[] };
  const onPage = (page: Page) => {
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && watch.topUrls.push(frame.url())));
    page.on('dialog', (dialog) => {
      watch.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => void watch.console.push(message.text()));
  };
  context.on('page', onPage);
  if (page) onPage(page);
  context.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame().parentFrame() === null) watch.topUrls.push(request.url());
    const referer = request.headers()['referer'];
    if (referer) watch.referers.push(referer);
  });
  return {
    ...watch,
    offOrigin: (appOrigin) =>
      watch.topUrls.filter((url) => url !== 'about:blank' && !url.startsWith(`${appOrigin}/`) && url !== appOrigin),
    scriptRan: (page) =>
      page
        .evaluate(() => (window as unknown as { __hostileRedirect?: unknown }).__hostileRedirect !== undefined)
        .catch(() => false),
  };
}
