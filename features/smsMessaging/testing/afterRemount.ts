import { screen, within } from '@testing-library/react';
import type { AfterRemount } from '@tests/kit/afterRemount';

/** The contact's reply, sent from the console, arrives through the hub in the remounted page. */
export const smsMessagingAfterRemount: AfterRemount = async ({ openPod, consolePost }) => {
  await openPod('u-tech', '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket', 'smsMessaging');
  const list = await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
  await consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'Reply after the remount' });
  expect(await within(list).findByText('Reply after the remount')).toBeInTheDocument();
};
