import type { MainAction } from '@tests/kit/mainAction';

/** Texts the pod's contact and waits until the message is sent. */
export const smsMessagingMainAction: MainAction = async (page) => {
  await page.getByRole('textbox', { name: 'Message' }).fill('SMS under the policy');
  await page.getByRole('button', { name: 'Send' }).click();
  await page
    .getByRole('list', { name: /^Messages with / })
    .getByText('SMS under the policy')
    .waitFor();
  await page.getByText('Sending…').waitFor({ state: 'detached' });
};
