import type { ServerMessage } from './ConversationMessage';

/** One open conversation over one transport (an SMS channel, a Teams chat): what the view needs. */
export interface ConversationTransport {
  /** Key the outbox keeps unsent messages under, unique across transports (`sms:<id>`, `teams:<id>`). */
  readonly key: string;
  /** The whole history, oldest first (the view orders it). */
  history(): Promise<ServerMessage[]>;
  /** Sends a text; `clientId` lets the server recognise a retry of a send it already stored. */
  send(body: string, clientId: string): Promise<ServerMessage>;
}
