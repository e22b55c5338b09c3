import type { HubConnection } from '@microsoft/signalr';
import type { Logger } from '@core/logging/Logger';
import type { HubEvent } from '@core/realtime/HubEvent';

interface Listener {
  spec: HubEvent<unknown>;
  handler(payload: unknown): void;
}

/**
 * The hub's subscribers by event name, and the boundary check: each payload goes through the
 * subscriber's own `parse`; one that does not parse is dropped and logged by event name (never its
 * content), so a malformed event never reaches a store or the screen.
 */
export class HubListeners {
  private readonly byName = new Map<string, Set<Listener>>();
  private readonly attached = new WeakMap<HubConnection, Set<string>>();

  constructor(private readonly logger: Logger) {}

  add(spec: HubEvent<unknown>, handler: (payload: unknown) => void): () => void {
    const key = spec.name.toLowerCase(); // SignalR matches targets case-insensitively
    const set = this.byName.get(key) ?? new Set<Listener>();
    this.byName.set(key, set);
    const listener = { spec, handler };
    set.add(listener);
    return () => void set.delete(listener);
  }

  /** Listens on `connection` for every name subscribed so far. */
  attachAll(connection: HubConnection): void {
    for (const set of this.byName.values()) {
      const first = [...set][0];
      if (first) this.attach(connection, first.spec.name);
    }
  }

  attach(connection: HubConnection, name: string): void {
    const key = name.toLowerCase();
    const names = this.attached.get(connection) ?? new Set<string>();
    this.attached.set(connection, names);
    if (names.has(key)) return;
    names.add(key);
    connection.on(name, (payload: unknown) => this.deliver(key, payload));
  }

  private deliver(key: string, payload: unknown): void {
    for (const { spec, handler } of [...(this.byName.get(key) ?? [])]) {
      const parsed = spec.parse(payload);
      if (parsed === null) this.logger.warn('Dropped a hub event whose payload did not parse.', { event: spec.name });
      else handler(parsed);
    }
  }
}
