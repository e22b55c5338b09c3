import { setupBrowserSuite } from '../support/browserSuite';
import { openSignIn } from '../support/openSignIn';

/**
 * Quick Ticket end to end: production build, sandbox backend, real Chromium. A ConnectWise contact
 * pod creates a ticket through the cascading selects; the sandbox's world then holds it.
 */
const suite = setupBrowserSuite('dist');

interface WorldTicket {
  id: string;
  number: string;
  psaId: string;
  summary: string;
  companyId: string;
  contactId: string | null;
}

async function worldTickets(): Promise<WorldTicket[]> {
  return ((await (await fetch(`${suite.server.url}/__sandbox/world`)).json()) as { tickets: WorldTicket[] }).tickets;
}

describe('Quick Ticket (Chromium)', () => {
  it('creates a ticket from a contact pod with cascading selects; it is in the world', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 400, height: 1400 } });
    await openSignIn(page, `${suite.server.url}/login`);
    await page.getByLabel('Email').fill('tech@sandbox.test');
    await page.getByLabel('Password', { exact: true }).fill('sandbox');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/home$/);
    await page.goto(`${suite.server.url}/pod/connectwise/acme-cw?ticketId=acme-cw-co1-ct2&screen=contact`);
    await page.locator('[data-useful-screen="ready"]').waitFor();
    await page.getByRole('navigation', { name: 'Features' }).getByRole('button', { name: 'Quick Ticket' }).click();

    const select = (name: string) => page.getByRole('combobox', { name: new RegExp(`^${name}`) });
    const chosen = (name: string) =>
      select(name).evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text ?? '');
    // Defaults from the contact's company; the contact list is loaded for it.
    await page.waitForFunction(() => {
      const contact = [...document.querySelectorAll('select')].find((s) => s.id === 'quick-ticket-contact');
      return contact?.selectedOptions[0]?.text === 'Bob Martinez';
    });
    await expect(chosen('Company')).resolves.toBe('Contoso Dental');

    // Board -> type -> subtype -> item; a new type empties subtype and item.
    await select('Service board').selectOption({ label: 'Service Desk' });
    await page.locator('#quick-ticket-type:not([disabled])').waitFor();
    await select('Type').selectOption({ label: 'Hardware' });
    await select('Subtype').selectOption({ label: 'Laptop' });
    await select('Item').selectOption({ label: 'Will not start' });
    await select('Type').selectOption({ label: 'Network' });
    await expect(select('Subtype').inputValue()).resolves.toBe('');
    await expect(select('Item').isDisabled()).resolves.toBe(true);
    await select('Subtype').selectOption({ label: 'VPN' });
    await select('Item').selectOption({ label: 'Cannot connect' });
    await page.locator('#quick-ticket-status:not([disabled])').waitFor();
    await select('Status').selectOption({ label: 'New' });
    await select('Priority').selectOption({ label: 'Priority 2 - Quick Response' });
    await page.getByLabel(/^Summary/).fill('VPN drops every hour (e2e)');

    const before = (await worldTickets()).length;
    await page.getByRole('button', { name: 'Create ticket' }).click();
    const notice = page.getByRole('status').filter({ hasText: /Ticket #T\d+ created/ });
    await notice.waitFor();
    const number = (await notice.textContent())!.match(/Ticket #(T\d+) created/)![1];

    const tickets = await worldTickets();
    expect(tickets).toHaveLength(before + 1);
    expect(tickets.find((t) => t.number === number)).toMatchObject({
      psaId: 'acme-cw',
      summary: 'VPN drops every hour (e2e)',
      companyId: 'acme-cw-co1',
      contactId: 'acme-cw-co1-ct2',
    });
    const link = await page.getByRole('link', { name: `Open ticket #${number}` }).getAttribute('href');
    expect(link).toMatch(/^\/pod\/connectwise\/acme-cw\?ticketId=\d+&screen=ticket$/);
    await page.close();
  });
});
