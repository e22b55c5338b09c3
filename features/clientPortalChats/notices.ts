import { HttpClientToken } from '@features/api/adapters';
import { RealtimeChannelsToken } from '@features/api/core';
import type { NoticeSource } from '@features/api/ui';
import { PusherChatLiveFeed } from './adapters/PusherChatLiveFeed';
import type { ChatLiveSubscription } from './core/ChatLiveFeed';

const ignore = () => undefined;

/**
 * The sidebar's count for Client Portal Chats while its page is closed: the client's messages on the
 * ticket's channel. Its failures say nothing (the page says when live updates are off); what arrives
 * while its socket is down is not counted.
 */
export const chatNoticeSource: NoticeSource = ({ pod, services, arrived }) => {
  if (!pod.psaId || !pod.ticket) return ignore;
  const feed = new PusherChatLiveFeed(services.get(HttpClientToken), services.get(RealtimeChannelsToken), {
    silent: true,
  });
  let subscription: ChatLiveSubscription | null = null;
  const stop = new AbortController();
  feed
    .watch(
      { psaId: pod.psaId, ticketId: pod.ticket.id },
      {
        onMessage: (message) => {
          if (message.author === 'client') arrived(message.chatId, message.id);
        },
        onNewChat: ignore,
        onChatClosed: ignore,
        onClientTyping: ignore,
        onReconnected: ignore,
      },
      stop.signal,
    )
    .then((live) => (stop.signal.aborted ? live.unsubscribe() : (subscription = live)), ignore);
  return () => {
    stop.abort();
    subscription?.unsubscribe();
  };
};
