import { chatPusherSettingsWire, chatListWire, chatWire, closedChatWire, configurationListWire, messageListWire, messageWire, typingWire } from '@features/clientPortalChats/adapters/wire/chatWire';
import { HttpClientPortalChatsApi } from '@features/clientPortalChats/adapters/HttpClientPortalChatsApi';
import { PusherChatLiveFeed } from '@features/clientPortalChats/adapters/PusherChatLiveFeed';
import { HttpTeamsApi } from '@features/MSTeamsChats/adapters/HttpTeamsApi';
import { teamsChatWire, teamsCheckWire, teamsHistoryWire, teamsMessageWire } from '@features/MSTeamsChats/adapters/wire/teamsWire';
import { HttpSmsApi } from '@features/smsMessaging/adapters/HttpSmsApi';
import {
  checkTicketChannelsV2Wire,
  checkTicketChannelsWire,
  messagingConfigurationListWire,
  messagingConfigurationWire,
  smsChannelListWire,
  smsChannelWire,
  smsHistoryWire,
  smsMessageWire,
  smsTemplateListWire,
  smsTemplateVariableListWire,
} from '@features/smsMessaging/adapters/wire/smsWire';
import { phonePermissionWire } from '@adapters/http/wire/phoneNumberWire';
import { arr, blob, bool, literal, nullable, num, obj, serverMessage, str, wire } from '../support/domainShape';
import { settingsReachingTheSocket } from '../support/settingsProbe';
import type { CallCase } from './CallCase';

const smsChannel = obj({ id: str, crmId: str, ticketId: str, contactId: str, contactName: str, phone: str, optedOut: bool });
const teamsChat = obj({ chatId: str, contactName: str, topic: str });
const portalChat = obj({ id: str, name: str, ticketId: str, ticketLink: str, isClosed: bool, isAnswered: bool, lastMessage: str });
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
const sms = (h: Parameters<CallCase['run']>[0]) => new HttpSmsApi(h);
const teams = (h: Parameters<CallCase['run']>[0]) => new HttpTeamsApi(h);
const chats = (h: Parameters<CallCase['run']>[0]) => new HttpClientPortalChatsApi(h);

/** SMS Messaging's, MS Teams Chats' and Client Portal Chats' calls. */
export const messagingCalls: CallCase[] = [
  { name: 'HttpSmsApi.hasChannels', wire: checkTicketChannelsWire, domain: bool, run: (h) => sms(h).hasChannels('acme-cw', '1001') },
  { name: 'HttpSmsApi.contactChannel', wire: checkTicketChannelsV2Wire, domain: nullable(smsChannel), run: (h) => sms(h).contactChannel('acme-cw', '1001', 'acme-cw-co1-ct1') },
  { name: 'HttpSmsApi.ticketChannels', wire: smsChannelListWire, domain: arr(smsChannel), run: (h) => sms(h).ticketChannels('acme-cw', '1001') },
  { name: 'HttpSmsApi.channel', wire: smsChannelWire, domain: smsChannel, run: (h) => sms(h).channel('sms-1') },
  {
    name: 'HttpSmsApi.openChannel',
    wire: smsChannelWire,
    domain: smsChannel,
    run: (h) => sms(h).openChannel({ crmId: 'acme-cw', ticketId: '1001', contactId: 'acme-cw-co1-ct1', phone: '+1 555 010 2001', messagingConfigurationId: null }),
  },
  { name: 'HttpSmsApi.history', wire: smsHistoryWire, domain: arr(serverMessage), run: (h) => sms(h).history('sms-1', false) },
  { name: 'HttpSmsApi.send', wire: smsMessageWire, domain: serverMessage, run: (h) => sms(h).send('sms-1', 'Hello', 'c-1') },
  { name: 'HttpSmsApi.configurations', wire: messagingConfigurationListWire, domain: wire(messagingConfigurationListWire), run: (h) => sms(h).configurations() },
  { name: 'HttpSmsApi.configuration', wire: messagingConfigurationWire, domain: wire(messagingConfigurationWire), run: (h) => sms(h).configuration('mc-main') },
  { name: 'HttpSmsApi.templates', wire: smsTemplateListWire, domain: wire(smsTemplateListWire), run: (h) => sms(h).templates('sms-1') },
  { name: 'HttpSmsApi.templateVariables', wire: smsTemplateVariableListWire, domain: wire(smsTemplateVariableListWire), run: (h) => sms(h).templateVariables() },
  { name: 'HttpSmsApi.isOptedOut', wire: phonePermissionWire, domain: bool, run: (h) => sms(h).isOptedOut('+1 555 010 2001') },
  { name: 'HttpTeamsApi.check', wire: teamsCheckWire, domain: obj({ chat: nullable(teamsChat), msTenantHasOnboarded: bool }), run: (h) => teams(h).check({ ...ticket, crmId: 'acme-cw', contactId: 'c' }) },
  { name: 'HttpTeamsApi.createChat', wire: teamsChatWire, domain: teamsChat, run: (h) => teams(h).createChat({ ticketId: '1001', crmId: 'acme-cw', contactId: 'c' }) },
  { name: 'HttpTeamsApi.history', wire: teamsHistoryWire, domain: arr(serverMessage), run: (h) => teams(h).history('chat-1') },
  { name: 'HttpTeamsApi.send', wire: teamsMessageWire, domain: serverMessage, run: (h) => teams(h).send('chat-1', 'Hello', 'c-1') },
  { name: 'HttpClientPortalChatsApi.chats', wire: chatListWire, domain: arr(portalChat), takesSignal: true, run: (h, s) => chats(h).chats(ticket, s) },
  { name: 'HttpClientPortalChatsApi.configurations', wire: configurationListWire, domain: wire(configurationListWire), silent: true, run: (h) => chats(h).configurations() },
  { name: 'HttpClientPortalChatsApi.startChat', wire: chatWire, domain: portalChat, silent: true, run: (h) => chats(h).startChat('portal-acme', ticket, 'Hello') },
  { name: 'HttpClientPortalChatsApi.closeChat', wire: closedChatWire, domain: str, silent: true, run: (h) => chats(h).closeChat('chat-1') },
  { name: 'HttpClientPortalChatsApi.messages', wire: messageListWire, domain: arr(chatMessage), takesSignal: true, run: (h, s) => chats(h).messages('chat-1', s) },
  {
    name: 'HttpClientPortalChatsApi.sendMessage',
    wire: messageWire,
    domain: chatMessage,
    silent: true,
    run: (h) => chats(h).sendMessage({ chatId: 'chat-1', message: 'Hello', resourceName: 'Tess Tech', messageId: 'local-1' }),
  },
  {
    name: 'HttpClientPortalChatsApi.sendAttachment',
    wire: messageWire,
    domain: chatMessage,
    silent: true,
    takesSignal: true,
    run: (h, signal) => chats(h).sendAttachment({ chatId: 'chat-1', file: new File(['step 1'], 'steps.txt', { type: 'text/plain' }), signal }),
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
  { name: 'HttpClientPortalChatsApi.sendTyping', wire: typingWire, domain: literal(true), fallback: literal(true), silent: true, run: (h) => chats(h).sendTyping('chat-1', 'Tess Tech') },
  {
    name: 'PusherChatLiveFeed settings',
    wire: chatPusherSettingsWire,
    domain: wire(chatPusherSettingsWire),
    run: (h) => settingsReachingTheSocket((channels) => new PusherChatLiveFeed(h, channels).watch(ticket, { onMessage: () => undefined } as never)),
  },
];
