import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@features/api/core';
import { FakeChatLiveFeed } from '../core/testing/FakeChatLiveFeed';
import { openChatNamed, renderChatsPage, setupChatsPage } from './testing/renderChatsPage';

setupChatsPage();

describe('Client Portal Chats page: live updates off', () => {
  it('when the live service refuses, the page says live updates are off and still works', async () => {
    const live = new FakeChatLiveFeed();
    live.refuseWith = new Error('The realtime service refused channel private-portal-chats-acme-cw-1001'); // no full stop: the page adds one
    renderChatsPage({ live });
    expect(
      await screen.findByText(
        /Live updates are off\. The realtime service refused channel private-portal-chats-acme-cw-1001\. New messages appear when you reopen a chat\./,
      ),
    ).toBeInTheDocument();
    const chat = await openChatNamed(/Alice Johnson/);
    expect(await within(chat).findByText('Can someone help? I have a meeting at 11.')).toBeInTheDocument();
  });

  it('an outage at the first subscription: the page says it is trying again, and Reconnect brings live updates back', async () => {
    const live = new FakeChatLiveFeed();
    live.refuseWith = new AppError(
      'network',
      'The realtime service could not be reached. Check your connection and try again.',
    );
    renderChatsPage({ live });
    const notice = await screen.findByText(
      /^Live updates are off\. The realtime service could not be reached\. Check your connection and try again\. The page keeps trying/,
    );
    live.refuseWith = null;
    const before = live.attempts; // one per mount: StrictMode mounts the page twice
    await userEvent.click(within(notice).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(screen.queryByText(/Live updates are off/)).not.toBeInTheDocument());
    expect([live.attempts - before, live.subscribers]).toEqual([1, 1]);
  });

  it('unmounting the page ends its live subscription', async () => {
    const { live, unmount } = renderChatsPage();
    await waitFor(() => expect(live.subscribers).toBe(1));
    unmount();
    expect(live.subscribers).toBe(0);
  });
});
