import type { ServerMessage } from './ConversationMessage';
import type { LiveMessage, LiveMessages } from './LiveMessages';

/** What a conversation page loads for its ticket. */
export interface LoadedConversations<Thread, Setup> {
  /** What the transport needs besides the conversations (SMS: the sender and the templates). */
  setup: Setup;
  /** The ticket's conversations with its contact. */
  threads: Thread[];
  /** The one to open first (the contact's, or the ticket's first); null: the page offers to start one. */
  open: Thread | null;
}

/**
 * A ticket's conversations with its contact over one transport (SMS channels, a Teams chat), for the one
 * conversation page (ui/conversation/ConversationPageStore). Made for one pod; what the transport adds
 * to a conversation (SMS: the opt-out of its phone) lives in its own `Thread` type.
 */
export interface ConversationPageTransport<Thread, Setup, StartArgs extends unknown[] = []> {
  /** Prefix of the outbox and draft keys, unique across transports: 'sms' keeps `sms:<channelId>`. */
  readonly key: string;
  /** Whether the pod has what loading needs (a ticket and its PSA; Teams: a contact whose tenant onboarded). */
  readonly canLoad: boolean;
  /** Messages on every conversation of the transport as they arrive, and reconnects. */
  readonly live: LiveMessages;
  idOf(thread: Thread): string;
  load(): Promise<LoadedConversations<Thread, Setup>>;
  /** Opens a conversation (the server answers the existing one when there is one) with what the technician chose. */
  start(setup: Setup | null, ...args: StartArgs): Promise<Thread>;
  /** The whole history, oldest first. */
  history(thread: Thread): Promise<ServerMessage[]>;
  send(thread: Thread, body: string, clientId: string): Promise<ServerMessage>;
  /** The conversation as a live message on it leaves it (SMS: a STOP reply opts it out). */
  received?(thread: Thread, message: LiveMessage): Thread;
  /** After a reconnect: what the server now says of the open conversation (SMS: its opt-out). */
  reread?(thread: Thread): Promise<Partial<Thread>>;
  /** Asked each time a conversation opens (SMS: the phone's opt-out); `unchecked` holds until it answers. */
  check?(thread: Thread): Promise<Partial<Thread>>;
  readonly unchecked?: Partial<Thread>;
}
