import { sendAndWait, type MainAction } from '@tests/kit/mainAction';

/** Starts a Teams chat with the pod's contact and sends a message. */
export const msTeamsChatsMainAction: MainAction = async (page) => {
  await page.getByRole('button', { name: 'Start a Teams chat' }).click();
  await sendAndWait(page, 'Teams under the policy');
};
