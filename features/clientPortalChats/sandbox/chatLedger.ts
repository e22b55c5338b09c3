import { psaTypesThatSupport, type SandboxState, type SandboxTicket, type World } from '@features/api/sandbox';
import {
  CHAT_EVENTS,
  chatChannelName,
  type ChatWire,
  type ConfigurationWire,
  type MessageWire,
} from '../adapters/wire/chatWire';

/** The PSAs whose tickets have client-portal chats (spec section 6): their descriptors support them. */
export const CHAT_PSA_TYPES = psaTypesThatSupport('clientPortalChats');

export interface SandboxChatAttachment {
  id: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface SandboxChat {
  id: string;
  tenantId: string;
  psaId: string;
  ticketId: string;
  /** The client's name. */
  name: string;
  ticketLink: string;
  isClosed: boolean;
  messages: MessageWire[];
  /** When the technician last sent a typing notice (the console shows it as the client would). */
  technicianTypingAt: string | null;
}

/** Every chat of the sandbox, with its attachments' bytes. */
export class ChatLedger {
  readonly chats: SandboxChat[] = [];
  readonly attachments = new Map<string, SandboxChatAttachment>();
  private sequence = 0;

  constructor(private readonly world: World) {}

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${this.sequence}`;
  }

  find(chatId: string): SandboxChat | null {
    return this.chats.find((c) => c.id === chatId) ?? null;
  }

  ofTicket(psaId: string, ticketId: string): SandboxChat[] {
    return this.chats.filter((c) => c.psaId === psaId && c.ticketId === ticketId);
  }

  /** A chat on a ticket, as the client starts it from the portal (or the technician from the pod). */
  open(ticket: SandboxTicket, tenantId: string): SandboxChat {
    const chat: SandboxChat = {
      id: this.nextId('chat'),
      tenantId,
      psaId: ticket.psaId,
      ticketId: ticket.id,
      name: this.clientNameOf(ticket),
      ticketLink: `https://psa.sandbox.test/${ticket.psaId}/tickets/${ticket.id}`,
      isClosed: false,
      messages: [],
      technicianTypingAt: null,
    };
    this.chats.push(chat);
    return chat;
  }

  clientNameOf(ticket: SandboxTicket): string {
    return this.world.contacts.find((c) => c.id === ticket.contactId)?.name ?? 'Portal user';
  }

  addMessage(chat: SandboxChat, message: Omit<MessageWire, 'id' | 'chatId' | 'createdAt'>): MessageWire {
    const stored: MessageWire = {
      id: this.nextId('msg'),
      chatId: chat.id,
      createdAt: new Date().toISOString(),
      ...message,
    };
    chat.messages.push(stored);
    return stored;
  }
}

export function chatWireOf(chat: SandboxChat): ChatWire {
  const last = chat.messages.at(-1);
  const lastAnswer = chat.messages.findLastIndex((m) => m.isAdmin);
  const waiting = chat.messages.slice(lastAnswer + 1).find((m) => !m.isAdmin);
  return {
    id: chat.id,
    name: chat.name,
    ticketId: chat.ticketId,
    ticketLink: chat.ticketLink,
    isClosed: chat.isClosed,
    isAnswered: chat.messages.some((m) => m.isAdmin),
    lastMessage: last ? last.message || last.attachment?.fileName || '' : '',
    lastMessageAt: last?.createdAt ?? null,
    waitingSince: waiting?.createdAt ?? null,
  };
}

/** Publishes one of the chat events on the chat's ticket channel. */
export function publishChatEvent(
  state: SandboxState,
  chat: SandboxChat,
  event: keyof typeof CHAT_EVENTS,
  payload: unknown,
): number {
  return state.realtime.triggerChannel(chatChannelName(chat.psaId, chat.ticketId), CHAT_EVENTS[event], payload);
}

/** Client portals per tenant. Only Acme MSP has one configured: the others answer the configuration failure. */
export function configurationsOf(tenantId: string): ConfigurationWire[] | null {
  return tenantId === 't-acme'
    ? [
        { id: 'portal-acme', name: 'Acme client portal' },
        { id: 'portal-acme-vip', name: 'Acme VIP portal' },
      ]
    : null;
}

/** The disabled portal configuration: starting a chat from it is refused (a creation failure to show). */
export const DISABLED_CONFIGURATION_ID = 'portal-acme-vip';

/** The chat with 10,000 messages (Halo, ticket 1023). */
export const LONG_CHAT_LENGTH = 10_000;

export function chatLedgerOf(state: SandboxState): ChatLedger {
  return state.slot('clientPortalChats', (world) => seedChats(world));
}

/**
 * Seeded chats of Acme MSP: ConnectWise 1001 (open, the client waits for an answer), ConnectWise
 * 1002 (closed), Autotask 1013 (answered), Halo 1023 (10,000 messages). Fixed times, so stories and
 * tests show the same thing every run.
 */
export function seedChats(world: World): ChatLedger {
  const ledger = new ChatLedger(world);
  const ticket = (psaId: string, id: string) => {
    const found = world.tickets.find((t) => t.psaId === psaId && t.id === id);
    if (!found) throw new Error(`sandbox chats: no ticket ${psaId}/${id} in the world`);
    return found;
  };
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, 0, 0) + minute * 60_000).toISOString();
  const say = (chat: SandboxChat, isAdmin: boolean, message: string, minute: number) =>
    chat.messages.push({
      id: ledger.nextId('msg'),
      chatId: chat.id,
      isAdmin,
      authorName: isAdmin ? 'Tess Tech' : chat.name,
      message,
      createdAt: at(minute),
      attachment: null,
      messageId: null,
    });

  const waiting = ledger.open(ticket('acme-cw', '1001'), 't-acme');
  say(waiting, false, 'Hi, the VPN client says my certificate expired.', 0);
  say(waiting, false, 'Can someone help? I have a meeting at 11.', 2);

  const closed = ledger.open(ticket('acme-cw', '1002'), 't-acme');
  say(closed, false, 'VPN is down again.', 10);
  say(closed, true, 'Fixed: the gateway was restarted. Closing this chat.', 14);
  closed.isClosed = true;

  const answered = ledger.open(ticket('acme-at', '1013'), 't-acme');
  say(answered, false, 'My laptop will not connect to the office Wi-Fi.', 20);
  say(answered, true, 'Could you forget the network and join it again?', 22);
  say(answered, false, 'Done, still nothing.', 25);

  const long = ledger.open(ticket('acme-halo', '1023'), 't-acme');
  for (let i = 1; i <= LONG_CHAT_LENGTH; i += 1) {
    const isAdmin = i % 3 === 0;
    long.messages.push({
      id: `msg-long-${i}`,
      chatId: long.id,
      isAdmin,
      authorName: isAdmin ? 'Tess Tech' : long.name,
      message: `Message ${i} of ${LONG_CHAT_LENGTH}`,
      createdAt: new Date(Date.UTC(2026, 9, 1) + i * 30_000).toISOString(),
      attachment: null,
      messageId: null,
    });
  }
  return ledger;
}
