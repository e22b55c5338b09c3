/**
 * What the sandbox's HTTP handlers (and its console) need of the realtime servers. In jest and
 * Storybook there are no sockets: the silent default records what would have been sent, so tests can
 * still observe it. The Node host replaces it with the real SignalR hub and Pusher server.
 */
export interface SandboxRealtime {
  /** A hub event (invocation `target`) to every connection subscribed to the tenant. */
  publishToTenant(tenantId: string, target: string, payload: unknown): number;
  /** A server event on a Pusher channel. */
  triggerChannel(channel: string, event: string, payload: unknown): number;
  /** Simulates a network drop of every realtime socket. */
  dropAll(): number;
  /** Simulates a network drop of the Pusher sockets only (the hub stays up). */
  dropChannels?(): number;
  /** Hub connections with their tenant subscription (console JSON, tests). */
  connections(): SandboxHubConnection[];
  /**
   * Refuses new connections for `ms` (a slow network: clients stay in Reconnecting): hub negotiations
   * by default, Pusher sockets with 'pusher', both with 'all'.
   */
  refuseFor(ms: number, transport?: RefusedTransport): void;
}

/** Which realtime servers a refusal applies to. */
export type RefusedTransport = 'hub' | 'pusher' | 'all';

/** One hub connection as the console lists it. */
export interface SandboxHubConnection {
  connectionId: string;
  userId: string;
  tenantId: string | null;
  subscribedAt: string | null;
}

/** Sandbox constants the SPA's realtime settings answer with (GET .../get-pusher-settings). */
export const SANDBOX_PUSHER = { key: 'sandbox-key', secret: 'sandbox-secret', cluster: 'sandbox' } as const;
/** The hub's path, under the API prefix. */
export const SANDBOX_HUB_PATH = '/api/hubs/events';

export interface RecordedRealtimeEvent {
  kind: 'hub' | 'channel';
  to: string;
  name: string;
  payload: unknown;
}

/** The default: no sockets, everything recorded. */
export class RecordingRealtime implements SandboxRealtime {
  readonly sent: RecordedRealtimeEvent[] = [];
  publishToTenant(tenantId: string, target: string, payload: unknown): number {
    this.sent.push({ kind: 'hub', to: tenantId, name: target, payload });
    return 0;
  }
  triggerChannel(channel: string, event: string, payload: unknown): number {
    this.sent.push({ kind: 'channel', to: channel, name: event, payload });
    return 0;
  }
  dropAll(): number {
    return 0;
  }
  connections(): SandboxHubConnection[] {
    return [];
  }
  refuseFor(): void {}
}

/** Recording, and each hub event is also handed to `forward` (tests and stories carry it to a fake hub). */
export class ForwardingRealtime extends RecordingRealtime {
  constructor(private readonly forward: (tenantId: string, target: string, payload: unknown) => number) {
    super();
  }
  override publishToTenant(tenantId: string, target: string, payload: unknown): number {
    super.publishToTenant(tenantId, target, payload);
    return this.forward(tenantId, target, payload);
  }
}
