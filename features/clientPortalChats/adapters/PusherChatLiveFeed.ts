import type { AxiosInstance } from 'axios';
import type { AnySchema, InferType } from 'yup';
import { httpChannelAuthorizer, parseWire } from '@features/api/adapters';
import type { ChannelConnection, PrivateChannel, RealtimeChannels } from '@features/api/core';
import { chatFromMetadata } from '../core/chatTransitions';
import type { ChatLiveFeed, ChatLiveListener, ChatLiveSubscription } from '../core/ChatLiveFeed';
import type { TicketRef } from '../core/ClientPortalChatsApi';
import { toMessage } from './HttpClientPortalChatsApi';
import {
  CHAT_CHANNEL_AUTH_PATH,
  CHAT_EVENTS,
  chatChannelName,
  chatPusherSettingsWire,
  clientTypingWire,
  closedChatWire,
  messageWire,
  newChatWire,
  type ChatPusherSettingsWire,
  type ClientTypingWire,
  type ClosedChatWire,
  type MessageWire,
  type NewChatWire,
} from './wire/chatWire';

/** A ticket's chat channel: the server events it carries (the app sends none). */
interface ChatChannelEvents {
  NewAdminMessage: MessageWire;
  NewUserMessage: MessageWire;
  NewChatAvailable: NewChatWire;
  ClientTyping: ClientTypingWire;
  ChatClosed: ClosedChatWire;
  /** pusher-js raises it on every (re)subscription: after the first, it means "back after a drop". */
  'pusher:subscription_succeeded': unknown;
}

/**
 * The chat page's live feed on the Pusher channel port (core/realtime/RealtimeChannels): settings
 * from GET /ClientPortalChats/get-pusher-settings, the ticket's private channel authorized by the
 * backend through the app's HTTP client (bearer header), every payload validated against its wire
 * schema (a malformed event is dropped, never shown). One socket per watched ticket.
 */
export class PusherChatLiveFeed implements ChatLiveFeed {
  constructor(
    private readonly http: AxiosInstance,
    private readonly channels: RealtimeChannels,
    /** Failures are not toasted (the sidebar's count listens in the background; the page says its own). */
    private readonly options: { silent?: boolean } = {},
  ) {}

  async watch(ticket: TicketRef, listener: ChatLiveListener, signal?: AbortSignal): Promise<ChatLiveSubscription> {
    const silent = this.options.silent ?? false;
    // A page that mounts and leaves at once (StrictMode's first mount, a quick page switch) opens no socket.
    const response = await this.http.get('/ClientPortalChats/get-pusher-settings', { silent, signal });
    signal?.throwIfAborted();
    const settings: ChatPusherSettingsWire = parseWire(
      chatPusherSettingsWire,
      response.data,
      'the chat connection settings',
    );
    const connection = await this.channels.connect(
      settings,
      httpChannelAuthorizer(this.http, CHAT_CHANNEL_AUTH_PATH, undefined, { silent }),
    );
    if (signal?.aborted) {
      connection.disconnect();
      signal.throwIfAborted();
    }
    let channel: PrivateChannel<ChatChannelEvents, Record<never, never>>;
    try {
      channel = await connection.subscribePrivate<ChatChannelEvents>(chatChannelName(ticket.psaId, ticket.ticketId));
    } catch (error) {
      connection.disconnect();
      throw error;
    }
    if (signal?.aborted) {
      close(channel, connection);
      signal.throwIfAborted();
    }
    bindEvents(channel, listener);
    return { unsubscribe: once(() => close(channel, connection)) };
  }
}

function bindEvents(
  channel: PrivateChannel<ChatChannelEvents, Record<never, never>>,
  listener: ChatLiveListener,
): void {
  const asMessage = { parse: (data: unknown) => valid(messageWire, data) };
  channel.bind(CHAT_EVENTS.NewAdminMessage, (m) => listener.onMessage(toMessage(m)), asMessage);
  channel.bind(CHAT_EVENTS.NewUserMessage, (m) => listener.onMessage(toMessage(m)), asMessage);
  channel.bind(CHAT_EVENTS.NewChatAvailable, (meta) => listener.onNewChat(chatFromMetadata(meta)), {
    parse: (d) => valid(newChatWire, d),
  });
  channel.bind(CHAT_EVENTS.ClientTyping, (notice) => listener.onClientTyping(notice), {
    parse: (d) => valid(clientTypingWire, d),
  });
  channel.bind(CHAT_EVENTS.ChatClosed, ({ id }) => listener.onChatClosed(id), {
    parse: (d) => valid(closedChatWire, d),
  });
  // Bound after the first subscription succeeded, so every call is a resubscription after a reconnect:
  // the channel is live again and events sent while it was down were missed.
  channel.bind('pusher:subscription_succeeded', () => listener.onReconnected());
}

function close(channel: PrivateChannel<ChatChannelEvents, Record<never, never>>, connection: ChannelConnection): void {
  channel.unsubscribe();
  connection.disconnect();
}

/** The payload checked against its schema, or null (dropped). */
function valid<S extends AnySchema>(schema: S, data: unknown): InferType<S> | null {
  try {
    return schema.validateSync(data, { stripUnknown: true }) as InferType<S>;
  } catch {
    return null;
  }
}

function once(run: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}
