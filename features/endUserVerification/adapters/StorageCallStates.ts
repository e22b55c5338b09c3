import type { LocalValues } from '@features/api/core';
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
 * Calls in progress kept in this browser (the shared LocalValues port, `verification.call.<key>`, so a
 * reload and every tab of the browser find them), and a BroadcastChannel that tells the other tabs and
 * frames at once when one changes. What is read is checked first (`parseCallState`): storage can hold anything.
 */
export class StorageCallStates implements CallStates {
  private readonly listeners = new Map<string, Set<(state: CallState | null) => void>>();
  private channel: CallChannel | null = null;

  constructor(
    private readonly values: LocalValues,
    private readonly openChannel: (() => CallChannel) | null = typeof BroadcastChannel === 'function'
      ? () => new BroadcastChannel(CHANNEL)
      : null,
  ) {}

  read(key: string): CallState | null {
    const stored = this.values.read(KEY_PREFIX + key);
    if (stored === null) return null;
    try {
      return parseCallState(JSON.parse(stored));
    } catch {
      return null;
    }
  }

  write(key: string, state: CallState | null): void {
    this.values.write(KEY_PREFIX + key, state ? JSON.stringify(state) : null);
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
      for (const listener of this.listeners.get(data.key) ?? []) listener(state);
    });
  }
}
