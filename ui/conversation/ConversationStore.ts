import { action, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import type { ConversationMessage, ServerMessage } from '@core/conversation/ConversationMessage';
import type { ConversationOutbox } from '@core/conversation/ConversationOutbox';
import type { ConversationTransport } from '@core/conversation/ConversationTransport';
import type { Drafts } from '@core/drafts/Drafts';
import {
  addPending,
  appendAllReceived,
  confirmSent,
  displayOrder,
  markFailed,
  markRetrying,
  restoreUnsent,
  unsent,
  withoutFailed,
  withServerHistory,
  type History,
} from '@core/conversation/conversationHistory';
import { AppError, describeError } from '@core/shared/AppError';
import { AsyncAction } from '../common/AsyncAction';
import { FrameBatch } from '../common/FrameBatch';

export type HistoryLoad = 'loading' | 'ready' | 'failed';

export interface ConversationStoreOptions {
  /** The technician's name on messages shown before the server confirms them. */
  author: () => string;
  /** Local ids for messages being sent. @default crypto.randomUUID */
  newId?: () => string;
  now?: () => Date;
  /** Where the message being written is kept until it is sent (survives a reload). None: memory only. */
  drafts?: Drafts;
}

/**
 * One open conversation, whatever the transport (SMS channel or Teams chat): its history with the
 * pending -> confirmed | failed transitions of core/conversation, the draft, send and Retry, live
 * messages, and the outbox that keeps unsent messages across reloads until the server has them.
 */
export class ConversationStore {
  history: History = [];
  load: HistoryLoad = 'loading';
  loadError: string | null = null;
  /** The order toggle (spec section 3's orderDesc). Oldest first by default: the newest is at the bottom, by the composer. */
  orderDesc = false;
  draft = '';
  /** Failed messages the technician sent again or gave up: a step of the work (the composer takes the focus back). */
  failuresHandled = 0;
  /** One send at a time: a double click or a second Enter sends nothing more. */
  readonly sending = new AsyncAction(() => this.sendDraft());
  private readonly retrying = new Set<string>();
  private readonly stopPersisting: () => void;
  private loadGeneration = 0;
  /**
   * Live messages received while a load is in flight: the server's answer may predate them, and
   * replacing the list with it alone would lose them (a refetch after a hub reconnect during a burst
   * would drop the replies that arrived before its answer). Null when no load is in flight.
   */
  private receivedDuringLoad: ServerMessage[] | null = null;
  /** Live messages of a burst are applied once per frame (a reply alone at once). */
  private readonly incoming = new FrameBatch<ServerMessage>((messages) => this.receiveAll(messages));

  constructor(
    private readonly transport: ConversationTransport,
    private readonly outbox: ConversationOutbox,
    private readonly options: ConversationStoreOptions,
  ) {
    makeObservable<ConversationStore, 'apply'>(this, {
      history: observableRef,
      load: observable,
      loadError: observable,
      orderDesc: observable,
      draft: observable,
      failuresHandled: observable,
      messages: computed,
      hasHistory: computed,
      unsent: computed,
      unsentCount: computed,
      setDraft: action,
      toggleOrder: action,
      receiveAll: action,
      apply: action,
    });
    // Whatever has not reached the server is saved on every change, so a reload loses nothing:
    // unsent messages in the outbox, the message being written in the drafts port.
    this.history = restoreUnsent([], outbox.read(transport.key));
    this.draft = options.drafts?.read(this.draftKey) ?? '';
    this.stopPersisting = reaction(
      () => unsent(this.history),
      (messages) => outbox.write(transport.key, messages),
    );
  }

  /** The list as shown, in the chosen order. */
  get messages(): ConversationMessage[] {
    return displayOrder(this.history, this.orderDesc);
  }

  /** Whether there is anything to list (a computed flag: a burst that adds messages does not change it). */
  get hasHistory(): boolean {
    return this.history.length > 0;
  }

  /** The technician's messages the server does not have yet: being sent, or failed and waiting for Retry. */
  get unsent(): ConversationMessage[] {
    return unsent(this.history);
  }

  get unsentCount(): number {
    return this.unsent.length;
  }

  /** Loads (or reloads, e.g. after a hub reconnect) the history; unsent local messages stay. */
  async refresh(): Promise<void> {
    const generation = ++this.loadGeneration;
    if (this.history.length === 0) this.apply((s) => (s.load = 'loading'));
    // Counted from the request on (a newer load starts its own count: it is the one applied).
    const receivedMeanwhile: ServerMessage[] = [];
    this.receivedDuringLoad = receivedMeanwhile;
    try {
      const server = await this.transport.history();
      if (generation !== this.loadGeneration) return;
      this.receivedDuringLoad = null;
      this.apply((s) => {
        s.history = appendAllReceived(withServerHistory(s.history, server), receivedMeanwhile);
        s.load = 'ready';
        s.loadError = null;
      });
    } catch (error) {
      if (generation !== this.loadGeneration) return;
      this.receivedDuringLoad = null;
      this.apply((s) => {
        s.load = 'failed';
        s.loadError = describeError(error);
      });
    }
  }

  setDraft(text: string): void {
    this.draft = text;
    this.options.drafts?.write(this.draftKey, text);
    this.sending.clearError();
  }

  private get draftKey(): string {
    return `conversation:${this.transport.key}`;
  }

  toggleOrder(): void {
    this.orderDesc = !this.orderDesc;
  }

  /** A message from the live feed (a reply, or the echo of a send). */
  receive(message: ServerMessage): void {
    this.incoming.push(message);
  }

  /** A burst of messages at once, for a page that batches its live events itself (portal chats). */
  receiveAll(messages: readonly ServerMessage[]): void {
    this.history = appendAllReceived(this.history, messages);
    this.receivedDuringLoad?.push(...messages);
  }

  /** Sends a failed message again (same local id, so the server stores it once). Ignored unless failed. */
  async retry(localId: string): Promise<void> {
    const message = this.history.find((m) => m.id === localId);
    if (!message || message.state !== 'failed' || this.retrying.has(localId)) return;
    this.retrying.add(localId);
    this.apply((s) => {
      s.history = markRetrying(s.history, localId);
      s.failuresHandled += 1;
    });
    try {
      await this.deliver(localId, message.body);
    } finally {
      this.retrying.delete(localId);
    }
  }

  /** Gives up a failed message (where the transport lets the technician drop one); one being sent stays. */
  discard(localId: string): void {
    this.apply((s) => {
      s.history = withoutFailed(s.history, localId);
      s.failuresHandled += 1;
    });
  }

  dispose(): void {
    this.stopPersisting();
  }

  private async sendDraft(): Promise<void> {
    const body = this.draft.trim();
    if (!body) throw new Error('Type a message to send.');
    const id = `local-${this.options.newId?.() ?? globalThis.crypto.randomUUID()}`;
    const date = (this.options.now?.() ?? new Date()).toISOString();
    this.apply((s) => {
      s.history = addPending(s.history, { id, body, date, author: s.options.author() });
      s.draft = '';
    });
    this.options.drafts?.write(this.draftKey, '');
    await this.deliver(id, body);
  }

  /** The send itself: a failure keeps the message, marked failed with the reason (never thrown away). */
  private async deliver(localId: string, body: string): Promise<void> {
    try {
      const server = await this.transport.send(body, localId);
      this.apply((s) => (s.history = confirmSent(s.history, localId, server)));
    } catch (error) {
      this.apply((s) => (s.history = markFailed(s.history, localId, failureText(error))));
    }
  }

  private apply(change: (store: this) => void): void {
    change(this);
  }
}

/** Said on a message whose send met an ended session (a 401). */
export const SIGNED_OUT_BEFORE_SENT = 'You were signed out before it was sent.';

/**
 * Why a send failed, as the message keeps it, across the reload and the sign-in that follow a 401: the
 * server's "Your session has expired" would be untrue by the time the technician reads it again.
 */
function failureText(error: unknown): string {
  return error instanceof AppError && error.kind === 'unauthorized' ? SIGNED_OUT_BEFORE_SENT : describeError(error);
}
