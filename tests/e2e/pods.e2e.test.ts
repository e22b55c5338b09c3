import type { Page } from 'playwright-core';
import { psaDescriptors } from '@adapters/psa/registry';
import { setupBrowserSuite } from '../support/browserSuite';
import { openSignIn } from '../support/openSignIn';

const suite = setupBrowserSuite('dist');

interface WorldRecord {
  id: string;
  psaId: string;
  psaType: string;
  podUrl: string;
  name?: string;
  contactId?: string | null;
  kind?: string;
}
interface WorldSummary {
  psas: { psaId: string; type: string; tenantId: string }[];
  contacts: WorldRecord[];
  tickets: WorldRecord[];
}

async function world(): Promise<WorldSummary> {
  return (await fetch(`${suite.server.url}/__sandbox/world`)).json() as Promise<WorldSummary>;
}

async function signIn(page: Page) {
  await openSignIn(page, `${suite.server.url}/login`);
  await page.getByLabel('Email').fill('tech@sandbox.test');
  await page.getByLabel('Password', { exact: true }).fill('sandbox');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${suite.server.url}/home`);
}

/** For one Acme integration: the pod URL the PSA would open and the contact name it must show. */
function podFor(summary: WorldSummary, psaType: string): { url: string; name: string } {
  const descriptor = psaDescriptors.find((d) => d.type === psaType)!;
  const psa = summary.psas.find((p) => p.type === psaType && p.tenantId === 't-acme')!;
  const contacts = summary.contacts.filter((c) => c.psaId === psa.psaId);
  if (descriptor.lookups.ticket) {
    // The second contact's ticket, so a page that showed any contact of the company would fail.
    const ticket = summary.tickets.find(
      (t) => t.psaId === psa.psaId && t.kind === 'ticket' && t.contactId === contacts[1]!.id,
    )!;
    return { url: ticket.podUrl, name: contacts[1]!.name! };
  }
  return { url: contacts[2]!.podUrl, name: contacts[2]!.name! };
}

describe('every PSA opens its pod on the production build (real Chromium)', () => {
  let page: Page;
  let summary: WorldSummary;
  /** Blueprint's all-icons chunks load only when an icon is used by name (about 200 kB): never on a pod. */
  const iconChunks: string[] = [];
  beforeAll(async () => {
    summary = await world();
    page = await suite.browser.newPage({ viewport: { width: 1200, height: 800 } });
    page.on('request', (request) => {
      if (/\/assets\/(all)?[pP]aths/.test(request.url())) iconChunks.push(request.url());
    });
    await signIn(page);
  });
  afterAll(async () => page?.close());

  it.each(psaDescriptors.map((d) => [d.type, d.lookups.ticket ? 'ticket' : 'contact']))(
    '%s opens on the %s screen with the right contact',
    async (type) => {
      const pod = podFor(summary, type);
      expect(pod.url).toMatch(new RegExp(`^/pod/${psaDescriptors.find((d) => d.type === type)!.slug}/`));
      await page.goto(`${suite.server.url}${pod.url}`);
      await page.getByRole('heading', { name: pod.name, exact: true }).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => sessionStorage.getItem('psa'))).toBe(type);
    },
  );

  it('at 320 px the company list pages as it scrolls and nothing overflows sideways', async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${suite.server.url}/pod/connectwise/acme-cw?ticketId=9001`);
    await page.getByRole('heading', { name: 'Fabrikam Staff 01', exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Change the ticket contact' }).click();
    const list = page.getByRole('list', { name: 'Contacts of the company' });
    await list.getByRole('button', { name: 'Fabrikam Staff 02' }).waitFor();
    await page.locator('.contact-picker__list').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await list.getByRole('button', { name: 'Fabrikam Staff 21' }).waitFor({ timeout: 10_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('loaded no icon chunk by name on any of those pages', () => {
    expect(iconChunks).toEqual([]);
  });
});
