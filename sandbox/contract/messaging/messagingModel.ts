/** The sandbox's messaging model: conversations (SMS channels, Teams chats) and their messages. */

/** Which product feature a conversation belongs to. */
export type MessagingTransport = 'sms' | 'teams';

/** One conversation the sandbox knows: an SMS channel or a Teams chat, tied to a ticket. */
export interface SandboxConversation {
  /** SMS channelId or Teams chatId. */
  id: string;
  transport: MessagingTransport;
  tenantId: string;
  crmId: string;
  ticketId: string;
  contactId: string;
  contactName: string;
  /** The phone an SMS channel texts; the contact's Teams address for a chat. */
  address: string;
  /** SMS only: the phone replied STOP. */
  optedOut: boolean;
  createdAt: string;
  topic: string;
}

/** One message, whichever the transport. */
export interface SandboxMessage {
  id: string;
  conversationId: string;
  direction: 'outbound' | 'inbound';
  body: string;
  /** Who wrote it (technician or contact name). */
  from: string;
  /** Phone or address it went to. */
  to: string;
  date: string;
  clientId: string | null;
  /** Seeded history is left out of the console's list. */
  seeded: boolean;
}
