import type { AxiosInstance } from 'axios';
import type { ServerMessage } from '@features/api/core';
import { parseWire } from '@features/api/adapters';
import type { TeamsApi, TeamsChat, TeamsCheck } from '../core/TeamsApi';
import {
  teamsChatWire,
  teamsCheckWire,
  teamsHistoryWire,
  teamsMessageWire,
  type CreateTeamsChatBody,
  type SendTeamsBody,
  type TeamsChatWire,
  type TeamsMessageWire,
} from './wire/teamsWire';

const seg = encodeURIComponent;

/** MS Teams Chats over the shared axios client. */
export class HttpTeamsApi implements TeamsApi {
  constructor(private readonly http: AxiosInstance) {}

  async check(request: { ticketId: string; crmId: string; contactId: string }): Promise<TeamsCheck> {
    // Exactly the documented parameters, whatever else the caller's object carries.
    const params = { ticketId: request.ticketId, crmId: request.crmId, contactId: request.contactId };
    const response = await this.http.get('/TeamsMessagingBoard/checkTicketChannels', { params });
    const answer = parseWire(teamsCheckWire, response.data, "the ticket's Teams chat");
    return { chat: answer.chat ? toChat(answer.chat) : null, msTenantHasOnboarded: answer.msTenantHasOnboarded };
  }

  async createChat(request: { ticketId: string; crmId: string; contactId: string }): Promise<TeamsChat> {
    const body: CreateTeamsChatBody = {
      ticketId: request.ticketId,
      crmId: request.crmId,
      contactId: request.contactId,
    };
    const response = await this.http.post('/TeamsMessagingBoard/createChannel', body);
    return toChat(parseWire(teamsChatWire, response.data, 'creating the Teams chat'));
  }

  async history(chatId: string): Promise<ServerMessage[]> {
    const response = await this.http.get(`/TeamsMessagingBoard/channels/${seg(chatId)}/channelHistory`);
    return parseWire(teamsHistoryWire, response.data, 'the Teams chat history').items.map(toMessage);
  }

  async send(chatId: string, message: string, clientId: string): Promise<ServerMessage> {
    const body: SendTeamsBody = { message, clientId };
    const response = await this.http.post(`/TeamsMessagingBoard/channels/${seg(chatId)}/send`, body);
    return toMessage(parseWire(teamsMessageWire, response.data, 'sending the Teams message'));
  }
}

function toChat(wire: TeamsChatWire): TeamsChat {
  return { chatId: wire.chatId, contactName: wire.contactName, topic: wire.topic };
}

function toMessage(wire: TeamsMessageWire): ServerMessage {
  return {
    id: wire.id,
    direction: wire.direction,
    body: wire.message,
    date: wire.date,
    author: wire.from,
    clientId: wire.clientId,
  };
}
