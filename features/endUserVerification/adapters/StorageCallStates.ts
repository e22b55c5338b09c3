import { tryStorage } from '@adapters/storage/tryStorage';
import { parseCallState, type CallState, type CallStates } from '../core/CallState';

const KEY_PREFIX = 'verification.call.';
const CHANNEL = 'tech-addon.verification-calls';

/** The few members of BroadcastChannel used here (a test passes its own). */
export interface CallChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/**
 * Calls in progress in the browser's local storage (`verification.call.<key>`, so a reload and every tab
 * of the browser find them), and a BroadcastChannel that tells the other tabs and frames at once when one
 * changes. Where storage is refused they live in memory for this page. What is read is checked first
 * (`parseCallState`): storage can hold anything.
 */
export class StorageCallStates implements CallStates {
  private readonly memory = new Map<string, CallState>();
  private readonly listeners = new Map<string, Set<(state: CallState | null) => void>>();
  private channel: CallChannel | null = null;

  constructor(
    private readonly storage: () => Storage | null,
    private readonly openChannel: (() => CallChannel) | null = typeof BroadcastChannel === 'function' ? () => new BroadcastChannel(CHANNEL) : null,
  ) {}

  read(key: string): CallState | null {
    const stored = tryStorage(this.storage, (s) => s.getItem(KEY_PREFIX + key));
    if (stored === undefined) return this.memory.get(key) ?? null;
    if (stored === null) return null;
    try {
      return parseCallState(JSON.parse(stored));
    } catch {
      return null;
    }
  }

  write(key: string, state: CallState | null): void {
    if (state) this.memory.set(key, state);
    else this.memory.delete(key);
    tryStorage(this.storage, (s) => (state ? s.setItem(KEY_PREFIX + key, JSON.stringify(state)) : s.removeItem(KEY_PREFIX + key)));
    // The channel is open while this page watches a call (the page that writes one always does).
    this.channel?.postMessage({ key, state });
  }

  watch(key: string, listener: (state: CallState | null) => void): () => void {
    const set = this.listeners.get(key) ?? new Set();
    this.listeners.set(key, set);
    set.add(listener);
    this.openIfNeeded();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
      // An open channel keeps a page (and a test's process) busy: closed once nobody listens.
      if (this.listeners.size === 0) {
        this.channel?.close();
        this.channel = null;
      }
    };
  }

  private openIfNeeded(): void {
    if (this.channel || !this.openChannel) return;
    this.channel = this.openChannel();
    this.channel.addEventListener('message', (event) => {
      const data = event.data as { key?: unknown; state?: unknown } | null;
      if (!data || typeof data.key !== 'string') return;
      const state = data.state === null ? null : parseCallState(data.state);
      if (data.state !== null && !state) return;
      if (state) this.memory.set(data.key, state);
      else this.memory.delete(data.key);
      for (const listener of this.listeners.get(data.key) ?? []) listener(state);
    });
  }
}
