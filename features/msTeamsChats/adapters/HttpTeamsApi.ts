import type { AxiosInstance } from 'axios';
import type { ServerMessage } from '@features/api/core';
import { getWire, postWire, SAID_IN_PLACE } from '@features/api/adapters';
import type { TeamsApi, TeamsChat, TeamsCheck } from '../core/TeamsApi';
import {
  teamsChatWire,
  teamsCheckWire,
  teamsHistoryWire,
  teamsMessageWire,
  type CreateTeamsChatBody,
  type SendTeamsBody,
  type TeamsChatWire,
  teamsServerMessage,
} from './wire/teamsWire';

const seg = encodeURIComponent;
/** The chat a request is about: its ticket, PSA and contact. */
type ChatPlace = { ticketId: string; crmId: string; contactId: string };

/** MS Teams Chats over the shared axios client. */
export class HttpTeamsApi implements TeamsApi {
  constructor(private readonly http: AxiosInstance) {}

  async check({ ticketId, crmId, contactId }: ChatPlace): Promise<TeamsCheck> {
    // Exactly the documented parameters, whatever else the caller's object carries.
    const answer = await getWire(
      this.http,
      '/TeamsMessagingBoard/checkTicketChannels',
      { wire: teamsCheckWire, what: "the ticket's Teams chat" },
      { params: { ticketId, crmId, contactId } },
    );
    return { chat: answer.chat ? toChat(answer.chat) : null, msTenantHasOnboarded: answer.msTenantHasOnboarded };
  }

  async createChat({ ticketId, crmId, contactId }: ChatPlace): Promise<TeamsChat> {
    const body: CreateTeamsChatBody = { ticketId, crmId, contactId };
    const created = { wire: teamsChatWire, what: 'creating the Teams chat' };
    return toChat(await postWire(this.http, '/TeamsMessagingBoard/createChannel', body, created));
  }

  async history(chatId: string): Promise<ServerMessage[]> {
    const path = `/TeamsMessagingBoard/channels/${seg(chatId)}/channelHistory`;
    const history = await getWire(this.http, path, { wire: teamsHistoryWire, what: 'the Teams chat history' });
    return history.items.map(teamsServerMessage);
  }

  async send(chatId: string, message: string, clientId: string): Promise<ServerMessage> {
    const body: SendTeamsBody = { message, clientId };
    const sent = { wire: teamsMessageWire, what: 'sending the Teams message' };
    const path = `/TeamsMessagingBoard/channels/${seg(chatId)}/send`;
    return teamsServerMessage(await postWire(this.http, path, body, sent, SAID_IN_PLACE));
  }
}

function toChat(wire: TeamsChatWire): TeamsChat {
  return { chatId: wire.chatId, contactName: wire.contactName, topic: wire.topic };
}
