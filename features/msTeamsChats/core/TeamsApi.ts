import type { ServerMessage } from '@features/api/core';

/** A Teams chat with the contact, tied to a ticket. */
export interface TeamsChat {
  chatId: string;
  contactName: string;
  topic: string;
}

/** What the check answers: the chat if one exists, and whether one can exist. */
export interface TeamsCheck {
  chat: TeamsChat | null;
  msTenantHasOnboarded: boolean;
}

/** MS Teams Chats' calls (spec section 7, Teams). */
export interface TeamsApi {
  check(request: { ticketId: string; crmId: string; contactId: string }): Promise<TeamsCheck>;
  createChat(request: { ticketId: string; crmId: string; contactId: string }): Promise<TeamsChat>;
  history(chatId: string): Promise<ServerMessage[]>;
  send(chatId: string, message: string, clientId: string): Promise<ServerMessage>;
}
