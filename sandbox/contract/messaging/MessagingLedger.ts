import type { World } from '../../world/World';
import type { SandboxState } from '../SandboxState';
import type { MessagingTransport, SandboxConversation, SandboxMessage } from './messagingModel';
import { seedMessaging } from './seedMessaging';

export type { MessagingTransport, SandboxConversation, SandboxMessage } from './messagingModel';

/** Test switches for sends (both transports). */
export interface SendFaults {
  /** The next N sends answer 503. */
  failNextSends: number;
  /** Every send waits this long before answering. */
  sendDelayMs: number;
}

/** Every conversation and message of the sandbox, shared by the SMS and Teams routes and the console. */
export class MessagingLedger {
  readonly conversations: SandboxConversation[] = [];
  private readonly messagesByConversation = new Map<string, SandboxMessage[]>();
  readonly faults: SendFaults = { failNextSends: 0, sendDelayMs: 0 };
  private readonly live: SandboxMessage[] = [];
  private sequence = 0;

  /** Back to the seeded state (tests that share one sandbox per file). */
  reset(world: World): void {
    this.conversations.length = 0;
    this.messagesByConversation.clear();
    this.live.length = 0;
    Object.assign(this.faults, { failNextSends: 0, sendDelayMs: 0 });
    seedMessaging(this, world);
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${this.sequence}`;
  }

  find(id: string, transport?: MessagingTransport): SandboxConversation | null {
    return this.conversations.find((c) => c.id === id && (!transport || c.transport === transport)) ?? null;
  }

  /** Oldest first. */
  messagesOf(conversationId: string): SandboxMessage[] {
    let list = this.messagesByConversation.get(conversationId);
    if (!list) {
      list = [];
      this.messagesByConversation.set(conversationId, list);
    }
    return list;
  }

  add(message: Omit<SandboxMessage, 'id'> & { id?: string }): SandboxMessage {
    const stored: SandboxMessage = { ...message, id: message.id ?? this.nextId('msg') };
    this.messagesOf(message.conversationId).push(stored);
    if (!stored.seeded) this.live.push(stored);
    return stored;
  }

  /** Messages people and tests exchanged (not the seeded history), newest first (last stored first on a tie). */
  liveMessages(): SandboxMessage[] {
    return this.live
      .map((message, index) => ({ message, index }))
      .sort((a, b) => (a.message.date < b.message.date ? 1 : a.message.date > b.message.date ? -1 : b.index - a.index))
      .map(({ message }) => message);
  }

  /** Consumes one failure switch: true when this send must fail. */
  takeFailure(): boolean {
    if (this.faults.failNextSends <= 0) return false;
    this.faults.failNextSends -= 1;
    return true;
  }
}

export function messagingLedgerOf(state: SandboxState): MessagingLedger {
  return state.slot('messaging', (world) => seedMessaging(new MessagingLedger(), world));
}

/** Words that opt a phone out (carrier practice), and back in. */
export const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
export const START_WORDS = new Set(['START', 'UNSTOP']);
