import { array, boolean, mixed, object, string, type InferType } from 'yup';

/*
 * MS Teams Chats' payloads (spec section 7, Messaging: Teams). The spec gives the check's query
 * (ticketId, crmId = psaId, contactId) and the send body {message}; the rest is decided here, typed
 * once. The sandbox (features/MSTeamsChats/sandbox/) imports these types.
 */

/** A Teams chat between the technician and the contact, tied to a ticket. */
export const teamsChatWire = object({
  chatId: string().required(),
  crmId: string().required(),
  ticketId: string().required(),
  contactId: string().required(),
  contactName: string().defined().default(''),
  topic: string().defined().default(''),
  /** ISO timestamp. */
  createdAt: string().required(),
});
export type TeamsChatWire = InferType<typeof teamsChatWire>;

/** GET /TeamsMessagingBoard/checkTicketChannels?ticketId&crmId&contactId */
export const teamsCheckWire = object({
  chat: teamsChatWire.nullable().default(null),
  /** False when the contact's Microsoft tenant has not onboarded: no chat can be created. */
  msTenantHasOnboarded: boolean().required(),
});
export type TeamsCheckWire = InferType<typeof teamsCheckWire>;

/** POST /TeamsMessagingBoard/createChannel (the "channel payload"); answers the chat. 409 when not onboarded. */
export interface CreateTeamsChatBody {
  ticketId: string;
  crmId: string;
  contactId: string;
}

export const TEAMS_DIRECTIONS = ['outbound', 'inbound'] as const;

/** One Teams message of a chat's history. */
export const teamsMessageWire = object({
  id: string().required(),
  chatId: string().required(),
  direction: mixed<(typeof TEAMS_DIRECTIONS)[number]>().oneOf(TEAMS_DIRECTIONS).required(),
  message: string().defined(),
  from: string().defined().default(''),
  /** ISO timestamp. */
  date: string().required(),
  clientId: string().nullable().default(null),
});
export type TeamsMessageWire = InferType<typeof teamsMessageWire>;

/** GET /TeamsMessagingBoard/channels/{chatId}/channelHistory, oldest first. */
export const teamsHistoryWire = object({ items: array(teamsMessageWire.required()).required() });
export type TeamsHistoryWire = InferType<typeof teamsHistoryWire>;

/** POST /TeamsMessagingBoard/channels/{chatId}/send (spec: {message}; clientId added for retries). */
export interface SendTeamsBody {
  message: string;
  clientId: string;
}

/** Hub event TeamsChatMessage (spec section 9): a message arrived in a chat. */
export const teamsChatMessageEventWire = object({
  id: string().required(),
  chatId: string().required(),
  message: string().defined(),
  from: string().defined().default(''),
  date: string().required(),
  direction: mixed<(typeof TEAMS_DIRECTIONS)[number]>().oneOf(TEAMS_DIRECTIONS).default('inbound'),
});
export type TeamsChatMessageEventWire = InferType<typeof teamsChatMessageEventWire>;
