import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ConversationOutbox } from '@core/conversation/ConversationOutbox';
import type { ConversationPageTransport } from '@core/conversation/ConversationPageTransport';
import type { LiveMessage } from '@core/conversation/LiveMessages';
import type { Drafts } from '@core/drafts/Drafts';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import { AsyncAction } from '../common/AsyncAction';
import { LatestRequest } from '../common/LatestRequest';
import type { PageStoreLifecycle } from '../common/usePageStore';
import { ConversationStore } from './ConversationStore';

/** What every conversation page needs of the app's shared services (conversationPageDeps binds them). */
export interface ConversationPageDeps {
  outbox: ConversationOutbox;
  /** The signed-in technician's name. */
  technician: () => string;
  /** Where the message being written is kept until it is sent. */
  drafts?: Drafts;
  /** Tells the shell which conversation shows (null: none), so its sidebar count goes and stays away. */
  focus?: (conversationId: string | null) => void;
}

/**
 * The one conversation page (SMS Messaging, MS Teams Chats) on one ticket, whatever the transport: the
 * ticket's conversations with its contact and their loading state, the open one's ConversationStore,
 * starting one, live messages (a reply shows at once) and the refetch after a hub reconnect (so
 * nothing is missed). What a transport adds (SMS: opt-out, templates, sender; Teams: onboarding) comes
 * through its ConversationPageTransport.
 */
export class ConversationPageStore<Thread, Setup, StartArgs extends unknown[] = []> implements PageStoreLifecycle {
  /** The page's load: the transport's setup (its value) and, with it, the ticket's conversations. */
  readonly loading = new LatestRequest<Setup>();
  threads: Thread[] = [];
  threadId: string | null = null;
  conversation: ConversationStore | null = null;
  /** Starting a conversation: one request per intended action. */
  readonly starting: AsyncAction<StartArgs, void>;
  private stopLive: (() => void) | null = null;

  constructor(
    readonly transport: ConversationPageTransport<Thread, Setup, StartArgs>,
    private readonly deps: ConversationPageDeps,
    readonly pod: FeaturePodContext,
  ) {
    this.starting = new AsyncAction((...args: StartArgs) => this.startThread(...args));
    makeObservable<ConversationPageStore<Thread, Setup, StartArgs>, 'patch'>(this, {
      threads: observableRef,
      threadId: observable,
      conversation: observableRef,
      thread: computed,
      patch: action,
    });
  }

  /** What the transport loaded besides the conversations (null until loaded). */
  get setup(): Setup | null {
    return this.loading.value;
  }

  /** The open conversation. */
  get thread(): Thread | null {
    return this.threads.find((t) => this.transport.idOf(t) === this.threadId) ?? null;
  }

  /** The signed-in technician's name. */
  technician(): string {
    return this.deps.technician();
  }

  /** Follows live messages and loads the ticket's conversations; safe to call again (StrictMode mounts twice). */
  start(): void {
    this.stopLive ??= this.follow();
    if (this.threadId) this.deps.focus?.(this.threadId);
    void this.load();
  }

  /** Stops following live messages and showing the conversation; a later start() does both again. */
  dispose(): void {
    this.stopLive?.();
    this.stopLive = null;
    this.deps.focus?.(null);
  }

  /** Loads the conversations and opens the transport's first choice; again after a failed load (Try again). */
  async load(): Promise<void> {
    const { state } = this.loading;
    if (state === 'loading' || state === 'ready' || !this.transport.canLoad) return;
    await this.loading.load(async () => {
      const loaded = await this.transport.load();
      // The conversation opens before the page reads as loaded, so it never shows "start one" first.
      runInAction(() => (this.threads = loaded.threads));
      if (loaded.open) this.select(this.transport.idOf(loaded.open));
      return loaded.setup;
    });
  }

  select(threadId: string): void {
    const thread = this.threads.find((t) => this.transport.idOf(t) === threadId);
    if (!thread) return;
    const { transport } = this;
    const conversation = new ConversationStore(
      {
        key: `${transport.key}:${threadId}`,
        history: () => transport.history(thread),
        send: (body, clientId) => transport.send(thread, body, clientId),
      },
      this.deps.outbox,
      { author: this.deps.technician, drafts: this.deps.drafts },
    );
    runInAction(() => {
      this.conversation?.dispose();
      this.threadId = threadId;
      if (transport.unchecked) this.patch(threadId, transport.unchecked);
      this.conversation = conversation;
    });
    this.deps.focus?.(threadId);
    void conversation.refresh();
    void this.check(thread);
  }

  /** After a hub reconnect: the open conversation's history and what the server says of it, so nothing is missed. */
  async refreshOpen(): Promise<void> {
    const thread = this.thread;
    if (!thread) return;
    void this.conversation?.refresh();
    if (!this.transport.reread) return;
    try {
      this.patch(this.transport.idOf(thread), await this.transport.reread(thread));
    } catch {
      // The HTTP layer has told the technician; the last known state stays.
    }
  }

  private follow(): () => void {
    const { live } = this.transport;
    const stopMessages = live.onMessage((message) => this.receive(message));
    const stopReconnect = live.onReconnected(() => void this.refreshOpen());
    return () => {
      stopMessages();
      stopReconnect();
    };
  }

  private receive(message: LiveMessage): void {
    const { conversationId, optedOut: _optedOut, ...server } = message;
    const { transport } = this;
    if (transport.received) {
      runInAction(
        () =>
          (this.threads = this.threads.map((t) =>
            transport.idOf(t) === conversationId ? (transport.received?.(t, message) ?? t) : t,
          )),
      );
    }
    if (conversationId === this.threadId) this.conversation?.receive(server);
  }

  private async check(thread: Thread): Promise<void> {
    if (!this.transport.check) return;
    const id = this.transport.idOf(thread);
    try {
      const answer = await this.transport.check(thread);
      if (this.threadId === id) this.patch(id, answer);
    } catch {
      // What the conversation itself says still applies; the server refuses what it must anyway.
    }
  }

  private async startThread(...args: StartArgs): Promise<void> {
    const thread = await this.transport.start(this.setup, ...args);
    const id = this.transport.idOf(thread);
    runInAction(() => {
      if (!this.threads.some((t) => this.transport.idOf(t) === id)) this.threads = [...this.threads, thread];
    });
    this.select(id);
  }

  private patch(threadId: string, change: Partial<Thread>): void {
    this.threads = this.threads.map((t) => (this.transport.idOf(t) === threadId ? { ...t, ...change } : t));
  }
}
