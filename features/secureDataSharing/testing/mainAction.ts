import type { MainAction } from '@tests/kit/mainAction';

/** Generates a password, creates the secure link and sends it. */
export const secureDataSharingMainAction: MainAction = async (page) => {
  await page.getByRole('button', { name: 'Send secure data' }).click();
  await page.getByRole('button', { name: 'Generate password' }).click();
  await page.waitForFunction(
    () => (document.getElementById('secure-data-secret') as HTMLInputElement | null)?.value.length === 16,
  );
  await page.getByRole('button', { name: 'Create secure link' }).click();
  await page
    .getByRole('button', { name: /^Send by (SMS|email)$/ })
    .first()
    .click();
  await page.getByText(/^Sent to /).waitFor();
};
