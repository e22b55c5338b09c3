import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AfterRemount } from '@tests/kit/afterRemount';

/** The client's typing and message arrive over Pusher in the remounted page's one subscription. */
export const clientPortalChatsAfterRemount: AfterRemount = async ({ openPod, consoleGet, consolePost, pusher }) => {
  await openPod('u-tech', '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket', 'clientPortalChats');
  await userEvent.click(await screen.findByRole('button', { name: /Alice Johnson/ }));
  const chat = await screen.findByRole('region', { name: 'Chat with Alice Johnson' });
  // This mount's subscription, not the first mount's (up for a moment before it is ended).
  await waitFor(() => expect(document.querySelector('[data-live-state]')).toHaveAttribute('data-live-state', 'live'));
  const channel = 'private-portal-chats-acme-cw-1001';
  await waitFor(() => expect(pusher.channels().find((c) => c.name === channel)?.subscribers).toBe(1));
  const chats = await consoleGet<Array<{ id: string; psaId: string; ticketId: string; isClosed: boolean }>>('/chats');
  const open = chats.find((c) => c.psaId === 'acme-cw' && c.ticketId === '1001' && !c.isClosed)!;
  await consolePost(`/chats/${open.id}/typing`);
  expect(await within(chat).findByText('Alice Johnson is typing…')).toBeInTheDocument();
  await consolePost(`/chats/${open.id}/client-message`, { body: 'Message after the remount' });
  expect(await within(chat).findByText('Message after the remount')).toBeInTheDocument();
};
