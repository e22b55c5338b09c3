import { consolePost, podOf, type MainAction } from '@tests/kit/mainAction';

/** Answers the client's chat on the pod's ticket (the console opens one from the portal unless the seed has it). */
export const clientPortalChatsMainAction: MainAction = async (page, place) => {
  const { psaId, ticketId } = podOf(place.podUrl);
  const chats = (await (await fetch(`${place.baseUrl}/__sandbox/chats`)).json()) as Array<{
    psaId: string;
    ticketId: string;
    isClosed: boolean;
  }>;
  if (!chats.some((c) => c.psaId === psaId && c.ticketId === ticketId && !c.isClosed)) {
    await consolePost(place.baseUrl, '/chats/start', { psaId, ticketId, body: 'Hello from the portal (policy)' });
  }
  await page.getByRole('list', { name: 'Chats on this ticket' }).getByRole('button').first().click();
  const chat = page.getByRole('region', { name: /^Chat with / });
  await chat.getByRole('textbox', { name: 'Message' }).fill('Answer under the policy');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await chat.locator('.conversation__list').getByText('Answer under the policy').waitFor();
};
