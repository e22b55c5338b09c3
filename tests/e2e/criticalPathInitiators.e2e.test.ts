import { CALL_LOG_PROBE } from '@scripts/perf/callLogProbe';
import { depthOf, requestTree, type Hop, type PageCall } from '@scripts/perf/criticalPath';
import { recordRequests } from '@scripts/perf/recordRequests';
import { setupBrowserSuite } from '../support/browserSuite';

/**
 * perf:first-screen's attribution against a real Chromium's initiators: a call sent while the page handled
 * another call's answer hangs under that call (the page's call log), one sent from a later timer does not, and a
 * call from the document's own inline script hangs under the document.
 */
const suite = setupBrowserSuite('dist');

it("hangs a call sent in an answer's continuation under that answer, and not one sent from a later task", async () => {
  const context = await suite.browser.newContext();
  try {
    await context.addInitScript({ content: CALL_LOG_PROBE });
    const page = await context.newPage();
    const events = await recordRequests(context, page, null);
    await page.goto(`${suite.server.url}/verify`);
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const logo = (step: number) => `/api/Common/baseAppLogo?step=${step}`;
          const first = new XMLHttpRequest();
          first.open('GET', logo(1));
          // As axios does: the answer settles a promise in loadend, and the caller's continuation sends the next.
          first.onloadend = () =>
            void Promise.resolve().then(async () => {
              const second = await fetch(logo(2));
              await second.text();
              void fetch(logo(3));
              setTimeout(() => void fetch(logo(4)).then(() => done()), 0);
            });
          first.send();
        }),
    );
    const calls = await page.evaluate(() => (window as unknown as { __calls: PageCall[] }).__calls);
    const hops = requestTree(events(), { calls });
    const step = (n: number) => hops.find((hop) => hop.url.endsWith(`step=${n}`))!;
    const parentOf = (hop: Hop) => `${hop.via}: ${hop.parent?.url.split('/').pop()}`;
    expect([2, 3, 4].map((n) => parentOf(step(n)))).toEqual([
      'answer: baseAppLogo?step=1',
      'answer: baseAppLogo?step=2',
      expect.not.stringMatching(/^answer/),
    ]);
  } finally {
    await context.close();
  }
});

it("hangs a call from the document's inline script under the document, and the entry's calls behind its script", async () => {
  const context = await suite.browser.newContext();
  try {
    const page = await context.newPage();
    const events = await recordRequests(context, page, null);
    // A document of the app's origin whose inline script starts a call, as a boot script does.
    const address = `${suite.server.url}/inline-boot-check?ticketId=1001`;
    await page.route(address, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script>fetch('/api/Common/baseAppLogo?from=inline');</script>
          <script type="module">await fetch('/api/Common/baseAppLogo?from=module');</script>`,
      }),
    );
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    const hops = requestTree(events());
    const from = (where: string) => hops.find((hop) => hop.url.endsWith(`from=${where}`))!;
    expect([from('inline').via, from('inline').parent?.url, depthOf(from('inline'))]).toEqual(['script', address, 2]);
    expect(from('module').parent?.url).toBe(address);
  } finally {
    await context.close();
  }
});
