import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { LATER_FEATURE_TITLES, withoutLaterFeatures } from '../support/specFeatures';
import { untilHubConnections } from '../support/hubConnections';

const suite = setupBrowserSuite('dist');

interface WorldTicket {
  id: string;
  number: string;
  psaId: string;
  contactId: string | null;
  kind: string;
  podUrl: string;
  psaType: string;
}

async function connectWiseTicket(tenantAlias: string): Promise<WorldTicket> {
  const world = (await (await fetch(`${suite.server.url}/__sandbox/world`)).json()) as { tickets: WorldTicket[] };
  const ticket = world.tickets.find((t) => t.psaId === `${tenantAlias}-cw` && t.contactId && t.kind === 'ticket');
  if (!ticket) throw new Error(`no ConnectWise ticket for ${tenantAlias}`);
  return ticket;
}

/**
 * Opens `path` in the file's tab signed in as `email` (the sign-in form and its way back to the pod have their own
 * suites). The suite takes the tab back after each test, even a failed one, so no hub connection lingers.
 */
async function signedInAt(
  path: string,
  email: string,
  viewport = { width: 1280, height: 720 },
  colorScheme?: 'light',
): Promise<Page> {
  const page = await suite.tab({ email }, viewport);
  if (colorScheme) await page.emulateMedia({ colorScheme });
  await page.goto(`${suite.server.url}${path}`);
  return page;
}

async function sidebarNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Features' });
  await nav.getByRole('button', { name: 'End User Verification' }).waitFor();
  return nav.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
}

// Expected from spec section 6 for a ConnectWise ticket screen (MS Teams Chats is removed when plan-filtered).
const EXPECTED: Array<[string, string, string, string[]]> = [
  ['Free', 'free@sandbox.test', 'free', ['End User Verification', 'Secure Data Sharing']],
  [
    'VerificationPlus',
    'plus@sandbox.test',
    'bolt',
    ['End User Verification', 'Secure Data Sharing', 'Technician Verification'],
  ],
  [
    'Pro',
    'tech@sandbox.test',
    'acme',
    ['End User Verification', 'Client Portal Chats', 'Secure Data Sharing', 'Technician Verification', 'SMS Messaging'],
  ],
];

describe('the shell in Chromium on the production build', () => {
  it.each(EXPECTED)(
    'a %s technician sees exactly the features the table gives on a ConnectWise pod',
    async (_plan, email, alias, features) => {
      const ticket = await connectWiseTicket(alias);
      const page = await signedInAt(ticket.podUrl, email, { width: 360, height: 700 });
      await page.getByText(`Ticket #${ticket.number}`).waitFor();
      // Features added after the spec are left out: the feature kit checks their gates.
      await page.waitForFunction(
        ({ count, later }) =>
          [...document.querySelectorAll('nav[aria-label="Features"] button')].filter(
            (b) => !later.includes(b.getAttribute('aria-label') ?? ''),
          ).length === count,
        { count: features.length + 3, later: LATER_FEATURE_TITLES },
        { timeout: 10_000 },
      );
      expect(withoutLaterFeatures(await sidebarNames(page))).toEqual([
        'Expand sidebar',
        'Home',
        ...features,
        'Sign out',
      ]);
    },
  );

  it('Back returns to the previous page of the same pod, Forward goes again, and a reload keeps the page', async () => {
    const ticket = await connectWiseTicket('acme');
    const page = await signedInAt(ticket.podUrl, 'tech@sandbox.test', { width: 1280, height: 800 });
    const nav = page.getByRole('navigation', { name: 'Features' });
    const current = () => nav.locator('button[aria-current="page"]').getAttribute('aria-label');
    const waitForCurrent = (name: string) =>
      page.waitForFunction(
        (label) =>
          document
            .querySelector('nav[aria-label="Features"] button[aria-current="page"]')
            ?.getAttribute('aria-label')
            ?.startsWith(label),
        name,
        { timeout: 10_000 },
      );
    await waitForCurrent('End User Verification');

    await nav.getByRole('button', { name: 'SMS Messaging' }).click();
    await waitForCurrent('SMS Messaging');
    expect(new URL(page.url()).searchParams.get('page')).toBe('smsMessaging');
    await nav.getByRole('button', { name: 'Secure Data Sharing' }).click();
    await waitForCurrent('Secure Data Sharing');

    await page.goBack();
    await waitForCurrent('SMS Messaging');
    expect(new URL(page.url()).pathname).toBe(new URL(ticket.podUrl, suite.server.url).pathname);
    await page.goForward();
    await waitForCurrent('Secure Data Sharing');

    await page.reload();
    await waitForCurrent('Secure Data Sharing');
    expect(await current()).toMatch(/^Secure Data Sharing/);
    await page
      .getByRole('heading', { name: /Secure Data Sharing/ })
      .first()
      .waitFor();
  });

  it('dark mode survives a reload', async () => {
    const ticket = await connectWiseTicket('acme');
    const page = await signedInAt(ticket.podUrl, 'tech@sandbox.test', undefined, 'light');
    await page.getByRole('button', { name: 'Help and settings' }).click();
    // Blueprint draws the switch over its input: a technician clicks the label.
    await page.locator('label', { hasText: 'Dark Mode' }).click();
    expect(await page.getByRole('switch', { name: 'Dark Mode' }).isChecked()).toBe(true);
    await page.waitForFunction(() => document.body.classList.contains('bp6-dark'), undefined, { timeout: 5000 });

    await page.reload();
    await page.getByText(`Ticket #${ticket.number}`).waitFor();
    expect(
      await page.evaluate(() => [document.body.classList.contains('bp6-dark'), localStorage.getItem('theme')]),
    ).toEqual([true, 'dark']);
  });

  it('the hub connects quietly, the sandbox drops it, the toasts appear, it reconnects and subscribes to the tenant again', async () => {
    const ticket = await connectWiseTicket('acme');
    const page = await signedInAt(ticket.podUrl, 'tech@sandbox.test');
    const established = page.getByText('Connection Established');
    await page.locator('[data-hub-state="Connected"]').waitFor({ timeout: 10_000 });
    const before = await untilHubConnections(
      suite.server.url,
      (list) => list.some((c) => c.userId === 'u-tech' && c.tenantId === 't-acme'),
      'the tenant subscription',
    );
    const mine = before.filter((c) => c.userId === 'u-tech');
    expect(mine).toHaveLength(1); // the other tests closed their pages
    const first = mine[0]!;
    // A first connection is not news: no toast covers the pod on every open.
    expect(await established.count()).toBe(0);

    // A slow network: the first reconnect attempts are refused, so the technician is told to wait.
    await fetch(`${suite.server.url}/__sandbox/realtime/refuse`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"ms":4500}',
    });
    const dropped = (await (await fetch(`${suite.server.url}/__sandbox/realtime/drop`, { method: 'POST' })).json()) as {
      dropped: number;
    };
    expect(dropped.dropped).toBeGreaterThanOrEqual(1);

    await page.getByText('Connection in progress.').first().waitFor({ timeout: 10_000 });
    await established.waitFor({ timeout: 25_000 });
    const after = await untilHubConnections(
      suite.server.url,
      (list) =>
        list.some((c) => c.userId === 'u-tech' && c.tenantId === 't-acme' && c.connectionId !== first.connectionId),
      'the tenant subscription sent again',
    );
    expect(after.filter((c) => c.userId === 'u-tech')).toEqual([
      {
        connectionId: expect.not.stringMatching(`^${first.connectionId}$`),
        userId: 'u-tech',
        tenantId: 't-acme',
        subscribedAt: expect.any(String),
      },
    ]);
  });
});

describe('the shell at pod widths, in Chromium', () => {
  it('at 320 px, scrolled: a server error and the hub toast are both in view, stacked, neither covering the other', async () => {
    const ticket = await connectWiseTicket('acme');
    const page = await signedInAt(ticket.podUrl, 'tech@sandbox.test', { width: 320, height: 640 });
    await page.locator('[data-useful-screen="ready"]').waitFor();
    await page.locator('[data-hub-state="Connected"]').waitFor({ timeout: 10_000 });
    await untilHubConnections(
      suite.server.url,
      (list) => list.some((c) => c.userId === 'u-tech' && c.tenantId === 't-acme'),
      'the tenant subscription',
    );

    // The pod is taller than the frame: scroll to its end, as a technician at the send buttons would be.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    // A send the server refuses (toasted with the server's message; the record's own failures are said
    // in the card, not toasted), then a dropped hub: 'Connection Established' arrives beside the error.
    await page.route('**/api/PsaContactValidation/send', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'ConnectWise is not answering.' }),
      }),
    );
    await page
      .getByRole('button', { name: /^Send code by/ })
      .first()
      .click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await fetch(`${suite.server.url}/__sandbox/realtime/drop`, { method: 'POST' });

    const layout = await page.waitForFunction(
      () => {
        const toastOf = (text: string) =>
          [...document.querySelectorAll<HTMLElement>('.bp6-toast')].find((el) => el.textContent?.includes(text));
        const error = toastOf('ConnectWise is not answering.');
        const success = toastOf('Connection Established');
        if (!error || !success) return null;
        // Measured once both have slid in (Blueprint moves a toast 40 px while it enters).
        const entering = (el: HTMLElement) =>
          [...el.classList].some((name) => /toast-(enter|appear)(-active)?$/.test(name));
        if (entering(error) || entering(success)) return null;
        const box = (el: HTMLElement) => {
          const r = el.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        };
        const e = box(error);
        const centre = document.elementFromPoint((e.left + e.right) / 2, (e.top + e.bottom) / 2);
        return {
          error: e,
          success: box(success),
          errorOnTop: !!centre && error.contains(centre),
          scrollY: window.scrollY,
          width: window.innerWidth,
          height: window.innerHeight,
        };
      },
      undefined,
      { timeout: 20_000, polling: 'raf' },
    );
    const { error, success, errorOnTop, scrollY, width, height } = (await layout.jsonValue())!;
    expect(scrollY).toBeGreaterThan(0);
    for (const box of [error, success]) {
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(height);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
    }
    const overlap = error.top < success.bottom && success.top < error.bottom;
    expect(overlap).toBe(false);
    expect(errorOnTop).toBe(true);
  });

  it('at 320 px the expanded sidebar lies over the content without squeezing it, and closes once a page is chosen', async () => {
    const ticket = await connectWiseTicket('acme');
    const page = await signedInAt(ticket.podUrl, 'tech@sandbox.test', { width: 320, height: 640 });
    await page.locator('[data-useful-screen="ready"]').waitFor();
    const main = page.locator('#main-content');
    const nav = page.getByRole('navigation', { name: 'Features' });
    const before = (await main.boundingBox())!;

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await nav.getByRole('button', { name: 'Sign out' }).getByText('Sign out').waitFor();
    const after = (await main.boundingBox())!;
    const open = (await nav.boundingBox())!;
    expect(after.width).toBe(before.width); // nothing is pushed or squeezed
    expect(after.x).toBe(before.x);
    expect(open.width).toBeGreaterThanOrEqual(180);
    expect(open.x + open.width).toBeGreaterThan(after.x); // it lies over the content
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await nav.getByRole('button', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect((await main.boundingBox())!.width).toBe(before.width);
  });

  it('at 1280 px the expanded sidebar still makes room for itself', async () => {
    const ticket = await connectWiseTicket('acme');
    const page = await signedInAt(ticket.podUrl, 'tech@sandbox.test', { width: 1280, height: 800 });
    await page.locator('[data-useful-screen="ready"]').waitFor();
    const main = page.locator('#main-content');
    const before = (await main.boundingBox())!;
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    const after = (await main.boundingBox())!;
    const nav = (await page.getByRole('navigation', { name: 'Features' }).boundingBox())!;
    expect(after.x).toBeGreaterThanOrEqual(nav.x + nav.width - 1);
    expect(after.width).toBeLessThan(before.width);
  });

  it('Sign out stays at the bottom of the viewport however far the pod is scrolled', async () => {
    const ticket = await connectWiseTicket('acme');
    const page = await signedInAt(ticket.podUrl, 'tech@sandbox.test', { width: 320, height: 640 });
    await page.locator('[data-useful-screen="ready"]').waitFor();
    const signOut = page.getByRole('button', { name: 'Sign out' });
    for (const y of [0, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const box = (await signOut.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(640);
      expect(box.y + box.height).toBeGreaterThan(640 - 24);
    }
  });

  it('a page chunk that fails to load (a deploy replaced it) reloads once by itself, then shows the error screen with Reload', async () => {
    const ticket = await connectWiseTicket('acme');
    const page = await signedInAt('/home', 'tech@sandbox.test', { width: 320, height: 640 });
    await page.route(/\/assets\/PodPage-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`${suite.server.url}${ticket.podUrl}`);
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor({ timeout: 20_000 });
    expect(loads).toBe(2); // the visit and exactly one automatic reload
    // The stack is for developers: the production build does not show it.
    expect(await page.getByText('Technical details').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await page.unroute(/\/assets\/PodPage-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.locator('[data-useful-screen="ready"]').waitFor();
  });
});
