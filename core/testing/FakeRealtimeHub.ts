import type { HubEventName, HubEvents, HubState, RealtimeHub } from '../realtime/RealtimeHub';

type AnyHandler = (payload: never) => void;

/** A RealtimeHub for tests and stories: no socket; `emit` delivers an event to the subscribers. */
export class FakeRealtimeHub implements RealtimeHub {
  state: HubState = 'Disconnected';
  readonly startedFor: string[] = [];
  private readonly handlers = new Map<HubEventName, Set<AnyHandler>>();
  private readonly stateHandlers = new Set<(state: HubState) => void>();

  async start(tenantId: string): Promise<void> {
    this.startedFor.push(tenantId);
    this.setState('Connected');
  }

  async stop(): Promise<void> {
    this.setState('Disconnected');
  }

  on<E extends HubEventName>(event: E, handler: (payload: HubEvents[E]) => void): () => void {
    const set = this.handlers.get(event) ?? new Set<AnyHandler>();
    set.add(handler as AnyHandler);
    this.handlers.set(event, set);
    return () => void set.delete(handler as AnyHandler);
  }

  onStateChange(handler: (state: HubState) => void): () => void {
    this.stateHandlers.add(handler);
    return () => void this.stateHandlers.delete(handler);
  }

  /** Delivers an event as the server would; returns how many handlers received it. */
  emit<E extends HubEventName>(event: E, payload: HubEvents[E]): number {
    const set = [...(this.handlers.get(event) ?? [])];
    for (const handler of set) (handler as (p: HubEvents[E]) => void)(payload);
    return set.length;
  }

  /** How many handlers listen to an event (0 after everyone unsubscribed). */
  listenerCount(event: HubEventName): number {
    return this.handlers.get(event)?.size ?? 0;
  }

  setState(state: HubState): void {
    this.state = state;
    for (const handler of [...this.stateHandlers]) handler(state);
  }
}
