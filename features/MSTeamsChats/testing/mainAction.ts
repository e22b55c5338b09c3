import type { MainAction } from '@tests/kit/mainAction';

/** Starts a Teams chat with the pod's contact and sends a message. */
export const msTeamsChatsMainAction: MainAction = async (page) => {
  await page.getByRole('button', { name: 'Start a Teams chat' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Teams under the policy');
  await page.getByRole('button', { name: 'Send' }).click();
  await page
    .getByRole('list', { name: /^Messages with / })
    .getByText('Teams under the policy')
    .waitFor();
  await page.getByText('Sending…').waitFor({ state: 'detached' });
};
