import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { acmeTicketPod } from '../support/signedInContext';
import { openSignedInPod } from '../support/signedInPod';
import { untilHubConnections } from '../support/hubConnections';

/**
 * Technician Verification end to end: production build, sandbox backend, real SignalR hub, real
 * Chromium. The sandbox console plays the end user who asks to verify the technician and enters the code.
 */
const suite = setupBrowserSuite('dist');

interface ConsoleVerification {
  Id: string;
  Code: string | null;
  Type: string;
  TicketId: string | null;
}

async function endUser(path: string, body: object): Promise<ConsoleVerification> {
  const response = await fetch(`${suite.server.url}/__sandbox/tech-verifications${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`console ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<ConsoleVerification>;
}

async function consoleRows(): Promise<ConsoleVerification[]> {
  return (await fetch(`${suite.server.url}/__sandbox/tech-verifications`)).json() as Promise<ConsoleVerification[]>;
}

/** Polls the sandbox until the technician's hub has subscribed to the tenant (server state has no event to wait on); bounded. */
async function waitForTenantSubscription(userId: string): Promise<void> {
  await untilHubConnections(
    suite.server.url,
    (list) => list.some((c) => c.userId === userId && c.tenantId === 't-acme' && c.subscribedAt),
    `a hub subscription of ${userId}`,
  );
}

function openTicketPod(ticketId: string, width = 400): Promise<Page> {
  return openSignedInPod(suite, acmeTicketPod(ticketId), { width, height: 1000 });
}

describe('Technician Verification (Chromium)', () => {
  it('an end user asks from the console, the request shows at once, the technician texts the code and sees it confirmed', async () => {
    const page = await openTicketPod('1002'); // Bob Martinez
    await page
      .getByRole('navigation', { name: 'Features' })
      .getByRole('button', { name: 'Technician Verification' })
      .click();
    await page.getByRole('heading', { name: 'Technician Verification' }).waitFor();
    await page.getByText(/\(36 in all\)/).waitFor();
    await waitForTenantSubscription('u-tech');

    const request = await endUser('/request', { psaId: 'acme-cw', ticketId: '1002' });
    const card = page.getByRole('article', { name: 'Bob Martinez Verification requested' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Send code' }).click();

    const sent = page.getByRole('article').first();
    await sent.getByText('Code sent, waiting for the end user').waitFor();
    const code = (await consoleRows()).find((row) => row.Id === request.Id)?.Code;
    expect(code).toMatch(/^\d{6}$/);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await endUser(`/${request.Id}/enter`, { code: wrong });
    await sent.getByText('The end user entered a wrong code').waitFor();
    await endUser(`/${request.Id}/enter`, { code });
    await page
      .getByRole('article', { name: 'Bob Martinez Confirmed: the end user entered the right code' })
      .first()
      .waitFor();
    await expect(sent.getByRole('button').count()).resolves.toBe(0);
    await page.getByText(/\(37 in all\)/).waitFor();
  });

  it('at 320 px the history is a stacked list: nothing on the page scrolls sideways', async () => {
    const page = await openTicketPod('1002', 320);
    await page
      .getByRole('navigation', { name: 'Features' })
      .getByRole('button', { name: 'Technician Verification' })
      .click();
    await page.getByText(/in all\)/).waitFor();
    const table = page.getByRole('table', { name: 'Technician verification history' });
    await table.getByRole('cell').first().waitFor();
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.tech-verification, .tech-verification *')]
        .filter((box) => !box.closest('.visually-hidden') && box.scrollWidth > box.clientWidth)
        .map((box) => `${box.tagName.toLowerCase()}.${box.className} ${box.scrollWidth}>${box.clientWidth}`),
    );
    expect(wide).toEqual([]);
    const page320 = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(page320.scrollWidth).toBeLessThanOrEqual(page320.clientWidth);
    // Each stacked row still names its values (the header row above is the sort buttons).
    await expect(table.getByRole('columnheader', { name: 'Date' }).isVisible()).resolves.toBe(true);
  });
});
