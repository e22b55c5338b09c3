import type { HubEvent } from '../realtime/HubEvent';
import type { HubState, RealtimeHub } from '../realtime/RealtimeHub';

interface Listener {
  spec: HubEvent<unknown>;
  handler(payload: unknown): void;
}

/**
 * A RealtimeHub for tests and stories: no socket. `emit` delivers a raw payload as the server would,
 * through each subscriber's parse (a payload that does not parse is dropped, as by the real hub).
 */
export class FakeRealtimeHub implements RealtimeHub {
  state: HubState = 'Disconnected';
  paused = false;
  readonly startedFor: string[] = [];
  /** Event names whose payload was dropped because it did not parse. */
  readonly dropped: string[] = [];
  reconnectRequests = 0;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly stateHandlers = new Set<(state: HubState) => void>();
  private readonly pausedHandlers = new Set<(paused: boolean) => void>();
  private readonly reconnectedHandlers = new Set<() => void>();

  async start(tenantId: string): Promise<void> {
    this.startedFor.push(tenantId);
    this.setState('Connected');
  }

  async stop(): Promise<void> {
    this.setState('Disconnected');
  }

  on<T>(spec: HubEvent<T>, handler: (payload: T) => void): () => void {
    const set = this.listeners.get(spec.name) ?? new Set<Listener>();
    this.listeners.set(spec.name, set);
    const listener = { spec, handler: handler as (payload: unknown) => void };
    set.add(listener);
    return () => void set.delete(listener);
  }

  onStateChange(handler: (state: HubState) => void): () => void {
    this.stateHandlers.add(handler);
    return () => void this.stateHandlers.delete(handler);
  }

  onPausedChange(handler: (paused: boolean) => void): () => void {
    this.pausedHandlers.add(handler);
    return () => void this.pausedHandlers.delete(handler);
  }

  onReconnected(handler: () => void): () => void {
    this.reconnectedHandlers.add(handler);
    return () => void this.reconnectedHandlers.delete(handler);
  }

  reconnectNow(): void {
    this.reconnectRequests += 1;
  }

  /** Delivers an event as the server would; returns how many handlers received it (after parsing). */
  emit(event: string, payload: unknown): number {
    let delivered = 0;
    for (const { spec, handler } of [...(this.listeners.get(event) ?? [])]) {
      const parsed = spec.parse(payload);
      if (parsed === null) {
        this.dropped.push(event);
        continue;
      }
      handler(parsed);
      delivered += 1;
    }
    return delivered;
  }

  /** How many handlers listen to an event (0 after everyone unsubscribed). */
  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  setState(state: HubState): void {
    this.state = state;
    for (const handler of [...this.stateHandlers]) handler(state);
  }

  setPaused(paused: boolean): void {
    this.paused = paused;
    for (const handler of [...this.pausedHandlers]) handler(paused);
  }

  /** The connection came back after a drop: subscribers refetch what they show. */
  reconnected(): void {
    this.setPaused(false);
    this.setState('Connected');
    for (const handler of [...this.reconnectedHandlers]) handler();
  }
}
