/** Who wrote a message: the technician (outbound) or the contact (inbound). */
export type MessageDirection = 'outbound' | 'inbound';

/**
 * Where a message is in its life (spec section 4: SMS history items keep id, loading and body).
 * pending: shown at once while the send is in flight (`loading`); confirmed: the server has it;
 * failed: the send did not reach the server and the message waits for Retry.
 */
export type MessageState = 'pending' | 'confirmed' | 'failed';

/** A file sent as a message (portal chats), as the server keeps it; its bytes are fetched by the transport. */
export interface MessageAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** One line of a conversation, whatever its transport (SMS, Teams or portal chat). */
export interface ConversationMessage {
  /** The server's id once confirmed; a local id (`local-...`) until then. */
  id: string;
  direction: MessageDirection;
  /** Plain text: rendered as text, never as HTML. */
  body: string;
  /** ISO timestamp. */
  date: string;
  /** Display name of the writer. */
  author: string;
  state: MessageState;
  /** Why the last send failed (shown beside Retry). */
  error?: string;
  /** A file sent as the message, where the transport has them (portal chats); the body may then be empty. */
  attachment?: MessageAttachment | null;
}

/**
 * A message as the server reports it (history, send answer, live event). `clientId` echoes the local id
 * the send carried, so a send that reached the server before the page lost its answer is recognised
 * (and a retry of it is not stored twice).
 */
export type ServerMessage = Omit<ConversationMessage, 'state' | 'error'> & { clientId?: string | null };

/** True while the message's send is in flight (spec section 4's `loading`). */
export function isLoading(message: ConversationMessage): boolean {
  return message.state === 'pending';
}
