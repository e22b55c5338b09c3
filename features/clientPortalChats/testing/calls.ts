import type { CallCase } from '@tests/kit/CallCase';
import { arr, blob, bool, literal, nullable, num, obj, str, wire } from '@tests/kit/domainShape';
import { settingsReachingTheSocket } from '@tests/kit/settingsProbe';
import { HttpClientPortalChatsApi } from '../adapters/HttpClientPortalChatsApi';
import { PusherChatLiveFeed } from '../adapters/PusherChatLiveFeed';
import {
  chatListWire,
  chatPusherSettingsWire,
  chatWire,
  closedChatWire,
  configurationListWire,
  messageListWire,
  messageWire,
  typingWire,
} from '../adapters/wire/chatWire';

const portalChat = obj({
  id: str,
  name: str,
  ticketId: str,
  ticketLink: str,
  isClosed: bool,
  isAnswered: bool,
  lastMessage: str,
});
const chatMessage = obj({
  id: str,
  chatId: str,
  author: literal('technician', 'client'),
  authorName: str,
  body: str,
  sentAt: str,
  attachment: nullable(obj({ id: str, fileName: str, contentType: str, size: num })),
  messageId: nullable(str),
});
const ticket = { psaId: 'acme-cw', ticketId: '1001' };
const chats = (h: Parameters<CallCase['run']>[0]) => new HttpClientPortalChatsApi(h);

/** Client Portal Chats' HTTP calls, for the fault and contract suites (each adapter method once at least). */
export const clientPortalChatsCalls: readonly CallCase[] = [
  {
    name: 'HttpClientPortalChatsApi.chats',
    wire: chatListWire,
    domain: arr(portalChat),
    takesSignal: true,
    run: (h, s) => chats(h).chats(ticket, s),
  },
  {
    name: 'HttpClientPortalChatsApi.configurations',
    wire: configurationListWire,
    domain: wire(configurationListWire),
    silent: true,
    run: (h) => chats(h).configurations(),
  },
  {
    name: 'HttpClientPortalChatsApi.startChat',
    wire: chatWire,
    domain: portalChat,
    silent: true,
    run: (h) => chats(h).startChat('portal-acme', ticket, 'Hello'),
  },
  {
    name: 'HttpClientPortalChatsApi.closeChat',
    wire: closedChatWire,
    domain: str,
    silent: true,
    run: (h) => chats(h).closeChat('chat-1'),
  },
  {
    name: 'HttpClientPortalChatsApi.messages',
    wire: messageListWire,
    domain: arr(chatMessage),
    takesSignal: true,
    run: (h, s) => chats(h).messages('chat-1', s),
  },
  {
    name: 'HttpClientPortalChatsApi.sendMessage',
    wire: messageWire,
    domain: chatMessage,
    silent: true,
    run: (h) =>
      chats(h).sendMessage({ chatId: 'chat-1', message: 'Hello', resourceName: 'Tess Tech', messageId: 'local-1' }),
  },
  {
    name: 'HttpClientPortalChatsApi.sendAttachment',
    wire: messageWire,
    domain: chatMessage,
    silent: true,
    takesSignal: true,
    run: (h, signal) =>
      chats(h).sendAttachment({
        chatId: 'chat-1',
        file: new File(['step 1'], 'steps.txt', { type: 'text/plain' }),
        signal,
      }),
  },
  {
    name: 'HttpClientPortalChatsApi.attachmentContent',
    wire: null,
    binary: true,
    domain: blob,
    silent: true,
    takesSignal: true,
    run: (h, s) => chats(h).attachmentContent('chat-1', 'att-1', s),
  },
  {
    name: 'HttpClientPortalChatsApi.sendTyping',
    wire: typingWire,
    domain: literal(true),
    fallback: literal(true),
    silent: true,
    run: (h) => chats(h).sendTyping('chat-1', 'Tess Tech'),
  },
  {
    name: 'PusherChatLiveFeed settings',
    wire: chatPusherSettingsWire,
    domain: wire(chatPusherSettingsWire),
    run: (h) =>
      settingsReachingTheSocket((channels) =>
        new PusherChatLiveFeed(h, channels).watch(ticket, { onMessage: () => undefined } as never),
      ),
  },
];
