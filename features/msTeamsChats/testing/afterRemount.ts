import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AfterRemount } from '@tests/kit/afterRemount';

/** Teams shows where the plan filter is skipped (the demo subscription); the contact's reply arrives live. */
export const msTeamsChatsAfterRemount: AfterRemount = async ({ openPod, consoleGet, consolePost, sandbox }) => {
  const ticket = sandbox.state.world.tickets.find((t) => t.psaId === 'demo-cw' && t.contactId === 'demo-cw-co1-ct1')!;
  await openPod('u-demo', `/pod/connectwise/demo-cw?ticketId=${ticket.id}&screen=ticket`, 'msTeamsChats');
  await userEvent.click(await screen.findByRole('button', { name: 'Start a Teams chat' }));
  await screen.findByText('No messages yet.');
  const conversations =
    await consoleGet<Array<{ id: string; transport: string; crmId: string; ticketId: string }>>(
      '/messages/conversations',
    );
  const chat = conversations.find((c) => c.transport === 'teams' && c.crmId === 'demo-cw' && c.ticketId === ticket.id)!;
  await consolePost('/messages/reply', { channelId: chat.id, body: 'Teams reply after the remount' });
  expect(await screen.findByText('Teams reply after the remount')).toBeInTheDocument();
};
