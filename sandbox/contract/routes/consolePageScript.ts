/**
 * The console page's one script (sandbox pages allow inline scripts; the product does not):
 * - times: every ISO timestamp in the page's text (outbox, messages, notes) shows in the visitor's
 *   local time, the exact value kept as the tooltip and the <time> element's datetime;
 * - refresh: every 3 s the page fetches itself and swaps in the new content, so the outbox shows a
 *   code the app just sent; it waits while a form field has the focus or the tab is hidden.
 */
export const CONSOLE_PAGE_SCRIPT = String.raw`
(() => {
  const ISO = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})\b/g;
  const readable = (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
  function localTimes(root) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const hits = [];
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.parentElement && node.parentElement.closest('time, script, style, textarea')) continue;
      ISO.lastIndex = 0;
      if (ISO.test(node.textContent)) hits.push(node);
    }
    for (const node of hits) {
      const parts = document.createDocumentFragment();
      let last = 0;
      const text = node.textContent;
      text.replace(ISO, (iso, at) => {
        parts.append(text.slice(last, at));
        const time = document.createElement('time');
        time.dateTime = iso;
        time.title = iso;
        time.textContent = readable(iso);
        parts.append(time);
        last = at + iso.length;
        return iso;
      });
      parts.append(text.slice(last));
      node.replaceWith(parts);
    }
  }
  localTimes(document.body);
  let busy = false;
  setInterval(async () => {
    const active = document.activeElement;
    if (busy || document.hidden || (active && active.matches('input, select, textarea'))) return;
    busy = true;
    try {
      const answer = await fetch(location.pathname, { headers: { Accept: 'text/html' } });
      if (!answer.ok) return;
      const next = new DOMParser().parseFromString(await answer.text(), 'text/html').getElementById('console');
      const current = document.getElementById('console');
      if (!next || !current || next.innerHTML === current.dataset.source) return;
      const source = next.innerHTML;
      localTimes(next);
      next.dataset.source = source;
      current.replaceWith(document.adoptNode(next));
    } catch {
      // The sandbox restarted or the network blinked: try again at the next tick.
    } finally {
      busy = false;
    }
  }, 3000);
  const first = document.getElementById('console');
  if (first) first.dataset.source = '';
})();
`;
