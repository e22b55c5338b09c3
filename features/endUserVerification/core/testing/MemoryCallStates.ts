import type { CallState, CallStates } from '../CallState';

/**
 * Calls kept in memory for tests: instances made with the same `shared` map behave like two tabs of one
 * browser (a write in one is heard by the other's watchers, never by the writer's own).
 */
export class MemoryCallStates implements CallStates {
  constructor(private readonly shared: SharedCalls = new SharedCalls()) {}

  read(key: string): CallState | null {
    return this.shared.states.get(key) ?? null;
  }

  write(key: string, state: CallState | null): void {
    if (state) this.shared.states.set(key, structuredClone(state));
    else this.shared.states.delete(key);
    for (const [owner, listener] of this.shared.listeners)
      if (owner !== this && listener.key === key) listener.call(state && structuredClone(state));
  }

  watch(key: string, listener: (state: CallState | null) => void): () => void {
    const pair: [MemoryCallStates, { key: string; call: (state: CallState | null) => void }] = [
      this,
      { key, call: listener },
    ];
    this.shared.listeners.add(pair);
    return () => void this.shared.listeners.delete(pair);
  }
}

/** The browser's storage and channel, as two MemoryCallStates share them. */
export class SharedCalls {
  readonly states = new Map<string, CallState>();
  readonly listeners = new Set<[MemoryCallStates, { key: string; call: (state: CallState | null) => void }]>();
}
