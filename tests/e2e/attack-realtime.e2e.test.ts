import type { Page } from 'playwright-core';
import { HUB_RETRY_DELAYS_MS } from '@core/realtime/reconnectSchedule';
import { countCases } from '../attack/caseCount';
import { setupBrowserSuite } from '../support/browserSuite';
import { handleRefusedNegotiationsLate, moveClockUntil } from '../support/hubRetries';
import { signedInContext, TESS } from '../support/signedInContext';
import { untilAccepted } from '../support/untilAccepted';
import { untilTenantHub } from '../support/hubConnections';

/**
 * Realtime under attack, in Chromium against the production build and the sandbox's real SignalR hub and
 * Pusher server: connections dropped 1, 3 and 10 times during bursts of 1,000 events lose nothing (the
 * page refetches after each reconnect and ends on the final state); a hub refused past the retry
 * schedule says so and catches up once back; a refused first start is retried and warned about with the
 * spec's toasts; malformed payloads are dropped and logged, never a crash. Long waits run on Chromium's
 * fake clock (page.clock), so the retry schedule takes no real time.
 */
const suite = setupBrowserSuite('dist');
const cases = countCases('realtime');
const BURST = 1000;
const SMS_CHANNEL = 'sms-acme-cw-co1-ct1'; // Alice Johnson, acme-cw ticket 1001
const CHAT_TICKET = { psaId: 'acme-cw', ticketId: '1003' };

async function post<T = unknown>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${suite.server.url}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`console ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

/**
 * Until the ticket's chat channel has a subscriber (an event no page binds, counted by the Pusher
 * server). The chat region shows before its subscription is made: a drop or a refusal before then
 * tests a first subscription under a dead network, not a reconnect (seen once under load: the page's
 * 15 s subscription limit ran out on the fake clock and live updates were off for good).
 */
async function chatSubscribed(): Promise<void> {
  const channel = `private-portal-chats-${CHAT_TICKET.psaId}-${CHAT_TICKET.ticketId}`;
  while (
    (await post<{ delivered: number }>('/realtime/trigger', { channel, event: 'SandboxProbe', payload: {} }))
      .delivered === 0
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Watched {
  page: Page;
  errors: string[];
  warnings: string[];
}

/**
 * The page opens signed in (the sign-in form has its own suites): in the file's tab, or with a clock or late
 * refusals (what a context cannot forget) in a context of its own, which goes with the file's browser.
 */
async function signedInPage(path: string, clock = false, lateRefusals = false): Promise<Watched> {
  const viewport = { width: 1100, height: 900 };
  const page =
    clock || lateRefusals
      ? await (await signedInContext(suite.browser, suite.server.url, TESS, viewport)).newPage()
      : await suite.page(TESS, viewport);
  const watched: Watched = { page, errors: [], warnings: [] };
  page.on('pageerror', (error) => watched.errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'warning' && watched.warnings.push(message.text())));
  if (lateRefusals) await handleRefusedNegotiationsLate(page); // before the clock, so it keeps real time
  if (clock) await page.clock.install();
  await page.goto(`${suite.server.url}${path}`);
  await page.locator('[data-useful-screen="ready"]').waitFor();
  return watched;
}

async function openSms(clock = false, lateRefusals = false): Promise<Watched> {
  const watched = await signedInPage('/pod/connectwise/acme-cw?ticketId=1001&screen=ticket', clock, lateRefusals);
  await watched.page.getByRole('button', { name: 'SMS Messaging' }).click();
  await watched.page.getByRole('textbox', { name: 'Message' }).waitFor();
  return watched;
}

/** The open chat on the attacked ticket, started by the client when there is none. */
async function chatOnTicket(): Promise<string> {
  const chats = (await (await fetch(`${suite.server.url}/__sandbox/chats`)).json()) as Array<{
    id: string;
    psaId: string;
    ticketId: string;
    isClosed: boolean;
  }>;
  const open = chats.find((c) => c.psaId === CHAT_TICKET.psaId && c.ticketId === CHAT_TICKET.ticketId && !c.isClosed);
  return (
    open?.id ??
    (await post<{ chat: { id: string } }>('/chats/start', { ...CHAT_TICKET, body: 'Realtime attack chat' })).chat.id
  );
}

async function openChat(clock = false): Promise<{ watched: Watched; chatId: string }> {
  const watched = await signedInPage(
    `/pod/connectwise/${CHAT_TICKET.psaId}?ticketId=${CHAT_TICKET.ticketId}&screen=ticket`,
    clock,
  );
  const { page } = watched;
  await page.getByRole('button', { name: 'Client Portal Chats' }).click();
  await page.getByRole('complementary', { name: /^Chats on ticket/ }).waitFor();
  const chatId = await chatOnTicket();
  await page.getByRole('list', { name: 'Chats on this ticket' }).getByRole('button').first().click();
  await page.getByRole('region', { name: /^Chat with/ }).waitFor();
  await chatSubscribed();
  return { watched, chatId };
}

/**
 * How many messages the page's (virtualized) list holds, from its accessible name: the kit's list (SMS and
 * the portal chat alike) says "Messages with X: N messages, scrollable".
 */
async function shownCount(page: Page): Promise<number> {
  const scroller = page.locator('.conversation__scroll').first();
  const count = /(\d+) messages?\b/.exec((await scroller.getAttribute('aria-label')) ?? '')?.[1];
  return count ? Number(count) : -1;
}

/** Waits until the list holds `expected` messages (the refetch after the last reconnect has landed). */
async function untilCount(page: Page, expected: number): Promise<void> {
  const shown = () => shownCount(page).catch(() => -1);
  await untilAccepted(shown, (count) => count === expected, `${expected} messages in the list`);
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(check()).toBe(true);
}

/** Drops `drops` times, evenly spread while the burst runs. */
async function burstWithDrops(
  burst: () => Promise<unknown>,
  drop: () => Promise<unknown>,
  drops: number,
  withinMs: number,
): Promise<void> {
  const dropping = (async () => {
    for (let i = 0; i < drops; i++) {
      await new Promise((resolve) => setTimeout(resolve, withinMs / (drops + 1)));
      await drop();
    }
  })();
  await Promise.all([burst(), dropping]);
}

describe('realtime under drops, refusals, bursts and malformed payloads (Chromium, real hub and Pusher)', () => {
  it.each([1, 3, 10])(
    'SignalR dropped %i times during a burst of 1,000 SMS replies: every reply shown',
    async (drops) => {
      await cases.run(`hub ${drops} drops`, async () => {
        const { page, errors } = await openSms(true);
        await untilTenantHub(suite.server.url, 't-acme');
        const prefix = `Hub drop ${drops}`;
        const before = await shownCount(page);
        await burstWithDrops(
          () => post('/messages/burst', { channelId: SMS_CHANNEL, count: BURST, withinMs: 2000, prefix }),
          () => post('/realtime/drop'),
          drops,
          2000,
        );
        // Drops during reconnects count as failed attempts: the schedule's later retries (10 s, 30 s) may
        // be due. Move the page's clock until the hub is back; past the schedule, Reconnect is offered.
        await moveClockUntil(
          () => page.getByText('Connection Established').first().isVisible(),
          async () => {
            if (await page.getByRole('button', { name: 'Reconnect' }).isVisible())
              await page.getByRole('button', { name: 'Reconnect' }).click();
            else await page.clock.fastForward(10_000);
          },
          'the hub connected again',
        );
        await untilTenantHub(suite.server.url, 't-acme');
        await untilCount(page, before + BURST);
        await page.getByText(`${prefix} ${BURST} of ${BURST}`, { exact: true }).first().waitFor();
        expect(errors).toEqual([]);
        await page.close();
      });
    },
  );

  it.each([1, 3, 10])(
    'Pusher dropped %i times during a burst of 1,000 chat messages: every message shown',
    async (drops) => {
      await cases.run(`pusher ${drops} drops`, async () => {
        const {
          watched: { page, errors },
          chatId,
        } = await openChat();
        const prefix = `Pusher drop ${drops}`;
        const before = await shownCount(page);
        await burstWithDrops(
          () => post(`/chats/${chatId}/burst`, { count: BURST, withinMs: 2000, prefix }),
          () => post('/chats/drop-realtime'),
          drops,
          2000,
        );
        await untilCount(page, before + BURST);
        await page.getByText(`${prefix} ${BURST} of ${BURST}`, { exact: true }).first().waitFor();
        expect(errors).toEqual([]);
      });
    },
  );

  it('the hub refused past the retry schedule: paused, and every reply sent meanwhile shown after Reconnect', async () => {
    await cases.run('hub refused past the schedule', async () => {
      // Refusals handled late, so a clock step taken before the page has set its next retry is tried each run.
      const { page, errors } = await openSms(true, true);
      await untilTenantHub(suite.server.url, 't-acme');
      const isNegotiate = (url: string) => url.includes('/hubs/events/negotiate');
      let before: number;
      try {
        await post('/realtime/refuse', { ms: 60_000 });
        let failedNegotiations = 0;
        page.on('response', (r) => void (isNegotiate(r.url()) && r.status() !== 200 && (failedNegotiations += 1)));
        await post('/realtime/drop');
        // Each retry is timed by a timer the page sets only once it has handled the last refusal, which
        // may be after the test saw that refusal's response: a step taken before the timer exists moves
        // nothing, so the clock steps (by the longest delay, which fires whichever retry is due) until
        // the schedule's every retry has been refused.
        await moveClockUntil(
          async () => failedNegotiations >= HUB_RETRY_DELAYS_MS.length,
          () => page.clock.fastForward(HUB_RETRY_DELAYS_MS.at(-1)!),
          `${HUB_RETRY_DELAYS_MS.length} refused negotiations`,
        );
        await page.getByText('Live updates are paused').waitFor();
        expect(failedNegotiations).toBe(HUB_RETRY_DELAYS_MS.length);
        before = await shownCount(page);
        const prefix = 'Hub refused';
        expect(
          await post<{ delivered: number }>('/messages/burst', {
            channelId: SMS_CHANNEL,
            count: BURST,
            withinMs: 500,
            prefix,
          }),
        ).toMatchObject({ delivered: 0 });
      } finally {
        await post('/realtime/refuse', { ms: 0 });
      }
      await page.getByRole('button', { name: 'Reconnect' }).click();
      await page.getByText('Live updates are paused').waitFor({ state: 'detached' });
      await untilCount(page, before + BURST);
      await page.getByText(`Hub refused ${BURST} of ${BURST}`, { exact: true }).first().waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it('Pusher refused for a minute during a burst: the open chat catches up once it connects again', async () => {
    await cases.run('pusher refused', async () => {
      const {
        watched: { page, errors },
        chatId,
      } = await openChat(true);
      const prefix = 'Pusher refused';
      const before = await shownCount(page);
      try {
        await post('/realtime/refuse', { ms: 60_000, transport: 'pusher' });
        await post('/chats/drop-realtime');
        await post(`/chats/${chatId}/burst`, { count: BURST, withinMs: 500, prefix });
        await page.clock.fastForward(20_000); // pusher-js retries and is refused
      } finally {
        await post('/realtime/refuse', { ms: 0, transport: 'pusher' });
      }
      // pusher-js backs off up to 10 s between attempts: move its clock until it resubscribes and refetches.
      const shown = page.getByText(`${prefix} ${BURST} of ${BURST}`, { exact: true }).first();
      await moveClockUntil(
        () => shown.isVisible(),
        () => page.clock.fastForward(5000),
        'the last message of the burst shown',
      );
      await untilCount(page, before + BURST);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it("Pusher unreachable as the chats open: 'Trying again', and live once it is back, without reopening the chat", async () => {
    await cases.run('pusher unreachable at the first subscription', async () => {
      const chatId = await chatOnTicket();
      await post('/realtime/refuse', { ms: 60_000, transport: 'pusher' });
      let watched: Watched;
      try {
        watched = await signedInPage(
          `/pod/connectwise/${CHAT_TICKET.psaId}?ticketId=${CHAT_TICKET.ticketId}&screen=ticket`,
          true,
        );
        await watched.page.getByRole('button', { name: 'Client Portal Chats' }).click();
        await watched.page.getByRole('list', { name: 'Chats on this ticket' }).getByRole('button').first().click();
        await watched.page.getByRole('region', { name: /^Chat with/ }).waitFor();
        await watched.page.clock.fastForward(20_000); // past the 15 s subscription limit
        await watched.page.getByText(/Live updates are off\. .* The page keeps trying/).waitFor();
      } finally {
        await post('/realtime/refuse', { ms: 0, transport: 'pusher' });
      }
      const { page, errors } = watched;
      // The page tries again on its own (pusher-js backs off up to 10 s inside an attempt): move the clock until it is live.
      const notice = page.getByText(/Live updates are off/);
      await moveClockUntil(
        async () => !(await notice.isVisible()),
        () => page.clock.fastForward(5000),
        'live updates back on',
      );
      await chatSubscribed();
      await post(`/chats/${chatId}/client-message`, { body: 'Back live after the outage' });
      await page
        .getByRole('region', { name: /^Chat with/ })
        .getByText('Back live after the outage')
        .waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it("a refused first start: 'Connection in progress.', retried on the schedule, then 'Connection Established'", async () => {
    await cases.run('first start refused', async () => {
      await post('/realtime/refuse', { ms: 60_000 });
      let watched: Watched;
      try {
        watched = await signedInPage('/pod/connectwise/acme-cw?ticketId=1002&screen=ticket', true);
        await watched.page.clock.fastForward(5000); // the 4 s and 5 s checks
        await watched.page.getByText('Connection in progress.').first().waitFor();
      } finally {
        await post('/realtime/refuse', { ms: 0 });
      }
      const { page, errors } = watched;
      await moveClockUntil(
        () => page.getByText('Connection Established').first().isVisible(),
        () => page.clock.fastForward(10_000),
        "'Connection Established'",
      );
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it('malformed hub and Pusher payloads are dropped and logged; the page keeps working', async () => {
    const MALFORMED: unknown[] = [
      null,
      'text',
      42,
      [],
      {},
      { id: 7, channelId: null, body: { html: '<b>x</b>' }, chatId: [], message: 5, date: 'yesterday' },
    ];
    const {
      watched: { page, errors, warnings },
      chatId,
    } = await openChat();
    await untilTenantHub(suite.server.url, 't-acme');
    const channel = `private-portal-chats-${CHAT_TICKET.psaId}-${CHAT_TICKET.ticketId}`;
    await cases.runAll(
      MALFORMED,
      (p) => `malformed ${JSON.stringify(p)}`,
      async (payload) => {
        const before = warnings.length;
        for (const event of ['NewUserMessage', 'NewAdminMessage', 'NewChatAvailable', 'ChatClosed', 'ClientTyping'])
          await post('/realtime/trigger', { channel, event, payload });
        for (const event of [
          'MessagingSmsToChannel',
          'ContactVerificationPassed',
          'TeamsChatMessage',
          'PsaTechVerificationSmsRequest',
        ])
          await post('/realtime/push', { tenantId: 't-acme', event, payload });
        // Each Pusher event the chat binds is dropped and logged (by name, never its payload); the odd object
        // still makes a valid ChatClosed ({id: 7} reads as the id '7', a chat that does not exist).
        await until(() => warnings.slice(before).filter((w) => w.includes('Dropped a Pusher event')).length >= 4);
        expect(warnings.slice(before).some((w) => w.includes('<b>x</b>'))).toBe(false);
        expect(errors).toEqual([]);
      },
    );
    await cases.run('hub events that did not parse were logged', () => {
      expect(warnings.filter((w) => w.includes('Dropped a hub event')).length).toBeGreaterThan(0);
    });
    await cases.run('a valid message after the malformed ones', async () => {
      await post(`/chats/${chatId}/client-message`, { body: 'still alive after malformed events' });
      await page.getByText('still alive after malformed events').first().waitFor();
      expect(errors).toEqual([]);
    });
  });
});
