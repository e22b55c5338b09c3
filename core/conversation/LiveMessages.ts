import type { ServerMessage } from './ConversationMessage';

/** A message pushed by the server (hub event), already validated by the transport's adapter. */
export interface LiveMessage extends ServerMessage {
  /** The SMS channel or Teams chat it belongs to. */
  conversationId: string;
  /** SMS only: the channel's opt-out after this message (a STOP reply turns it true). */
  optedOut?: boolean;
}

/** A transport's live feed: messages as they arrive, and a signal to refetch after a reconnect. */
export interface LiveMessages {
  /** Valid messages only: a malformed event is dropped, never shown. Returns the unsubscribe. */
  onMessage(handler: (message: LiveMessage) => void): () => void;
  /** Called when the connection came back after a drop: refetch, so no message is missed. */
  onReconnected(handler: () => void): () => void;
}
