import { array, boolean, object, string, type InferType } from 'yup';
import { conversationWires, ticketConversationWireFields, type SendMessageBody } from '@features/api/adapters';

/*
 * MS Teams Chats' payloads (spec section 7, Messaging: Teams). The spec gives the check's query
 * (ticketId, crmId = psaId, contactId) and the send body {message}; the rest is decided here, typed
 * once over the fields both transports share (adapters/http/wire/conversationWire.ts). The sandbox
 * (features/msTeamsChats/sandbox/) imports these types.
 */

/** Teams' names for a message's chat and its text. */
const teams = conversationWires({ conversation: 'chatId', body: 'message' });

/** A Teams chat between the technician and the contact, tied to a ticket. */
export const teamsChatWire = object({
  chatId: string().required(),
  ...ticketConversationWireFields,
  topic: string().defined().default(''),
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

/** One Teams message of a chat's history. */
export const teamsMessageWire = teams.message;
export type TeamsMessageWire = InferType<typeof teamsMessageWire>;
/** A Teams message as the conversation kit reads it. */
export const teamsServerMessage = teams.serverMessage;

/** GET /TeamsMessagingBoard/channels/{chatId}/channelHistory, oldest first. */
export const teamsHistoryWire = object({ items: array(teamsMessageWire.required()).required() });
export type TeamsHistoryWire = InferType<typeof teamsHistoryWire>;

/** POST /TeamsMessagingBoard/channels/{chatId}/send (spec: {message}; clientId added for retries). */
export type SendTeamsBody = SendMessageBody;

/** Hub event TeamsChatMessage (spec section 9): a message arrived in a chat. The SPA reads it with
 * `core/TeamsChatMessage.ts` (same shape); this schema types what the sandbox publishes. */
export const teamsChatMessageEventWire = teams.event({});
export type TeamsChatMessageEventWire = InferType<typeof teamsChatMessageEventWire>;
