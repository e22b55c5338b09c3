import type { BrowserContext, Page } from 'playwright-core';

/** What the page shows of an injection that came alive. Empty arrays everywhere: nothing did. */
export interface LiveMarkup {
  /** `window.__xss` set by a vector (in the page or in any frame that reached its parent). */
  flag: boolean;
  dialogs: string[];
  /** CSP violations: an injected inline script or handler that the policy had to block. */
  violations: string[];
  /** Elements or attributes in the document that only injected markup would create. */
  elements: string[];
}

/**
 * Arms a context before its pages load: every dialog (alert, confirm, prompt) is recorded and dismissed,
 * every CSP violation recorded. Vectors set `window.__xss`; `readLiveMarkup` looks for it.
 */
export async function armContext(context: BrowserContext): Promise<{ dialogs: string[]; violations: string[] }> {
  const seen = { dialogs: [] as string[], violations: [] as string[] };
  await context.exposeBinding('__reportViolation', (_source, text: string) => void seen.violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // Chromium also reports the inline handlers and styles it meets while parsing markup into an inert
      // document (DOMPurify's DOMParser for the policy text): those reach the listener with the document
      // as target and never run. A violation from markup in the page targets the element itself.
      if (event.target === document && event.blockedURI === 'inline' && event.violatedDirective !== 'script-src-elem')
        return;
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  context.on('page', (page) =>
    page.on('dialog', (dialog) => {
      seen.dialogs.push(dialog.message());
      void dialog.dismiss();
    }),
  );
  return seen;
}

/** Scans the whole document (and same-origin frames) for markup no app component renders. */
export async function readLiveMarkup(
  page: Page,
  seen: { dialogs: string[]; violations: string[] },
): Promise<LiveMarkup> {
  const scan = await page.evaluate(() => {
    const URL_ATTRIBUTES = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'background',
      'poster',
      'lowsrc',
      'dynsrc',
    ]);
    const found: string[] = [];
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${Array.from(el.attributes)
        .map((a) => ` ${a.name}="${a.value.slice(0, 60)}"`)
        .join('')}>`;
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(el.attributes)) {
        const name = attribute.name.toLowerCase();
        // Browsers drop whitespace and control characters inside a scheme: so does this check.
        // eslint-disable-next-line no-control-regex -- control characters are exactly what it strips
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (name.startsWith('on')) found.push(`handler attribute ${describe(el)}`);
        if (URL_ATTRIBUTES.has(name) && /^(javascript|vbscript|data:text\/html)/.test(value))
          found.push(`script URL ${describe(el)}`);
        if (name === 'srcdoc') found.push(`srcdoc ${describe(el)}`);
        if (name === 'style' && /expression\(|javascript:/.test(value)) found.push(`script in style ${describe(el)}`);
      }
    }
    // Elements the app never renders in its body (it has no inline scripts, frames, plugins or meta).
    for (const el of Array.from(
      document.body.querySelectorAll(
        'script, iframe, object, embed, base, meta, link, style, form[action], math, xmp, marquee, isindex, svg script, svg animate, svg a, template',
      ),
    )) {
      found.push(`element ${describe(el)}`);
    }
    // The head's own: the build's one Content-Security-Policy <meta> (the policy for hosts that send no
    // header). Anything else that acts from the head (a base URL, a refresh, a cookie) came from elsewhere.
    const policies = document.head.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]');
    const acting = Array.from(document.head.querySelectorAll('base, meta[http-equiv]')).filter(
      (el) => !(el.matches('meta[http-equiv="Content-Security-Policy" i]') && policies.length === 1),
    );
    if (acting.length > 0) found.push(`base or meta refresh in head: ${acting.map(describe).join(' ')}`);
    return { flag: (window as unknown as { __xss?: unknown }).__xss !== undefined, found };
  });
  return { flag: scan.flag, dialogs: [...seen.dialogs], violations: [...seen.violations], elements: scan.found };
}

/**
 * Every text a (possibly virtualized) scrolling list showed, scrolled from top to bottom: the texts of
 * elements matching `itemSelector` inside the first scrollable element of `container`.
 */
export async function textsWhileScrolling(
  page: Page,
  containerSelector: string,
  itemSelector: string,
): Promise<string[]> {
  return page.evaluate(
    async ({ containerSelector, itemSelector }) => {
      const container = document.querySelector(containerSelector);
      if (!container) return [];
      const all = [container, ...Array.from(container.querySelectorAll('*'))] as HTMLElement[];
      const scroller =
        all.find(
          (el) => el.scrollHeight > el.clientHeight + 4 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowY),
        ) ?? null;
      const texts = new Set<string>();
      const collect = () => container.querySelectorAll(itemSelector).forEach((el) => texts.add(el.textContent ?? ''));
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      if (!scroller) {
        collect();
        return [...texts];
      }
      scroller.scrollTop = 0;
      await frame();
      for (let guard = 0; guard < 500; guard++) {
        collect();
        if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) break;
        scroller.scrollTop += Math.max(40, scroller.clientHeight * 0.6);
        await frame();
      }
      collect();
      return [...texts];
    },
    { containerSelector, itemSelector },
  );
}
