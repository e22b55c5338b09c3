import type { MainAction } from '@tests/kit/mainAction';

/** Fills the cascade of lookups and creates the ticket. */
export const quickTicketMainAction: MainAction = async (page) => {
  const select = (name: string) => page.getByRole('combobox', { name: new RegExp(`^${name}`) });
  await select('Service board').selectOption({ label: 'Service Desk' });
  await page.locator('#quick-ticket-type:not([disabled])').waitFor();
  await select('Type').selectOption({ label: 'Network' });
  await select('Subtype').selectOption({ label: 'VPN' });
  await select('Item').selectOption({ label: 'Cannot connect' });
  await page.locator('#quick-ticket-status:not([disabled])').waitFor();
  await select('Status').selectOption({ label: 'New' });
  await select('Priority').selectOption({ label: 'Priority 2 - Quick Response' });
  await page.getByLabel(/^Summary/).fill('Created under the policy');
  await page.getByRole('button', { name: 'Create ticket' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /Ticket #T\d+ created/ })
    .waitFor();
};
