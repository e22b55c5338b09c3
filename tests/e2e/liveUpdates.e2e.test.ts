import type { Page, Response } from 'playwright-core';
import { HUB_RETRY_DELAYS_MS, HUB_STEADY_RETRY_MS } from '@core/realtime/reconnectSchedule';
import { setupBrowserSuite } from '../support/browserSuite';
import { handleRefusedNegotiationsLate, moveClockUntil } from '../support/hubRetries';
import { acmeTicketPod, signedInContext, TESS } from '../support/signedInContext';

/**
 * Live updates in Chromium against the production build and the real SignalR hub: a double click sends
 * one push, and a hub down past the retry schedule says live updates are paused, keeps trying, and
 * loses no verification made meanwhile (the page fetches its record again after the reconnect).
 */
const suite = setupBrowserSuite('dist');

interface OutboxEntry {
  id: string;
  channel: string;
  status: string;
  link: string | null;
}

async function outbox(): Promise<OutboxEntry[]> {
  return (await fetch(`${suite.server.url}/__sandbox/outbox`)).json();
}

async function sandboxConsole(path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${suite.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`console ${path}: ${response.status} ${await response.text()}`);
}

/** A page signed in as the Pro technician (the sign-in form has its own suites). */
const VIEWPORT = { width: 400, height: 1000 };
const signedIn = () => suite.page(TESS, VIEWPORT);
/** A signed-in page whose context takes init scripts the file's tab cannot forget. */
const inContextOfItsOwn = async () =>
  (await signedInContext(suite.browser, suite.server.url, TESS, VIEWPORT)).newPage();

async function openPod(page: Page, ticketId: string): Promise<void> {
  await page.goto(`${suite.server.url}${acmeTicketPod(ticketId)}`);
  await page.locator('[data-useful-screen="ready"]').waitFor();
}

const isNegotiate = (response: Response) => response.url().includes('/hubs/events/negotiate');

describe('one request per click, and live updates that survive the hub going down (Chromium)', () => {
  it('a double click on Send Duo push sends one push to the end user, also two clicks in one task', async () => {
    const page = await signedIn();
    await openPod(page, '1002'); // Bob Martinez
    const before = (await outbox()).length;
    const push = page.getByRole('button', { name: 'Send Duo push' });
    await push.dblclick(); // a person's double click: two input events, each its own task
    await page.getByText('Push pending').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Two clicks in one task (a script, an impatient keyboard and mouse): React renders in a microtask
    // after the first, so the second still finds the button. Still one push.
    await push.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await page.getByText('Push pending').waitFor();
    const pushes = (await outbox()).slice(0, (await outbox()).length - before);
    expect(pushes.map((entry) => entry.channel)).toEqual(['Duo Push', 'Duo Push']);
  });

  it('a hub down past the schedule: paused with Reconnect, and a verification made meanwhile shows after it', async () => {
    // Refusals handled late, so a clock step taken before the page has set its next retry is tried each run.
    const page = await inContextOfItsOwn();
    await handleRefusedNegotiationsLate(page);
    await page.clock.install(); // the app's retry waits run on timers this test moves forward
    await openPod(page, '1002'); // Bob Martinez (a new page: the push above is not pending here)
    await page.locator('[data-hub-state="Connected"]').waitFor();
    // The phones and emails are one list, in the verification panel; once a code is out it
    // shows the chosen item only ("To ..."), with its Verified tag when the record says so.
    const email = page.locator('.verification__item').filter({ hasText: 'bob.martinez@contoso.example' }).first();
    await page.locator('label').filter({ hasText: 'Work email:' }).click(); // Blueprint's indicator covers the input
    await page.getByRole('button', { name: 'Send code by email' }).click();
    await page.getByText(/Code sent by email/).waitFor();
    const [sent] = await outbox();
    expect(sent?.link).toBeTruthy();

    // The hub goes down and refuses every reconnect for a minute.
    await sandboxConsole('/__sandbox/realtime/refuse', { ms: 60_000 });
    let failedNegotiations = 0;
    page.on(
      'response',
      (response) => void (isNegotiate(response) && response.status() !== 200 && (failedNegotiations += 1)),
    );
    await sandboxConsole('/__sandbox/realtime/drop');
    // The 0, 2, 10 and 30 s retries. Each step is the schedule's longest wait, so it brings the pending retry
    // even when the page's clock (which also runs with real time) has fired one on its own meanwhile.
    await moveClockUntil(
      async () => failedNegotiations >= HUB_RETRY_DELAYS_MS.length,
      () => page.clock.fastForward(HUB_RETRY_DELAYS_MS.at(-1)!),
      `${HUB_RETRY_DELAYS_MS.length} refused negotiations`,
    );
    await page.getByText('Live updates are paused').waitFor();
    expect(failedNegotiations).toBe(4);

    // The contact opens the email link while the hub is down: its event reaches nobody.
    await sandboxConsole(sent!.link!);
    await email.waitFor();
    expect(await email.getByText('Verified', { exact: true }).count()).toBe(0);

    // The hub answers again; Reconnect connects at once and the pod fetches its record again.
    await sandboxConsole('/__sandbox/realtime/refuse', { ms: 0 });
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await page.getByText('Live updates are paused').waitFor({ state: 'detached' });
    await email.getByText('Verified', { exact: true }).waitFor();
  });

  it("a failing first start says 'Connection in progress.' and connects once the server answers", async () => {
    const page = await inContextOfItsOwn();
    await handleRefusedNegotiationsLate(page);
    await page.clock.install();
    await sandboxConsole('/__sandbox/realtime/refuse', { ms: 60_000 });
    try {
      const firstStart = page.waitForResponse(isNegotiate);
      await openPod(page, '1003');
      expect((await firstStart).status()).not.toBe(200);
      await page.clock.fastForward(5000); // the 4 s and 5 s checks
      await page.getByText('Connection in progress.').first().waitFor();

      await sandboxConsole('/__sandbox/realtime/refuse', { ms: 0 });
      // Move time until a retry reaches the server again. The page's clock also runs with real time, so
      // a slow machine may have spent the schedule (0, 2, 10, 30 s) already and wait the steady 60 s: each
      // step is the longest wait, so it always brings the pending retry (10 s steps did not, once). No step
      // follows the answered negotiate, so none runs out the toast that the connection brings.
      let answered = false;
      page.on('response', (response) => void (isNegotiate(response) && response.ok() && (answered = true)));
      await moveClockUntil(
        async () => answered,
        () => page.clock.fastForward(HUB_STEADY_RETRY_MS),
        'a negotiate the server answered',
      );
      await page.getByText('Connection Established').first().waitFor();
    } finally {
      await sandboxConsole('/__sandbox/realtime/refuse', { ms: 0 });
    }
  });
});
