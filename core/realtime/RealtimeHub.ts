import { token } from '../shared/Token';
import type { HubEvent } from './HubEvent';

/** Hub connection states (spec section 4). */
export type HubState = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

/**
 * The live connection that feeds every page. Consumers subscribe with their own `HubEvent` (name +
 * parse): a payload that does not parse is dropped and logged, never handed on. The hub keeps trying
 * while the page is open (spec schedule, then a steady retry); `paused` says live updates stopped for
 * now, and `onReconnected` lets open pages fetch again what they show, so no event is missed.
 */
export interface RealtimeHub {
  readonly state: HubState;
  /** True once the spec's retry schedule is spent and the hub is not connected: live updates are paused. */
  readonly paused: boolean;
  /** Connects (once signed in) and subscribes to the tenant; safe to call again. Never rejects: a failed start keeps trying. */
  start(tenantId: string): Promise<void>;
  stop(): Promise<void>;
  /** Validated events: `handler` gets only payloads `event.parse` accepted. */
  on<T>(event: HubEvent<T>, handler: (payload: T) => void): () => void;
  onStateChange(handler: (state: HubState) => void): () => void;
  onPausedChange(handler: (paused: boolean) => void): () => void;
  /** After every reconnect (a drop or a failed start, then up again): events sent meanwhile were missed. */
  onReconnected(handler: () => void): () => void;
  /** Tries to connect now instead of at the next scheduled retry (the Reconnect button). */
  reconnectNow(): void;
}

export const RealtimeHubToken = token<RealtimeHub>('core.realtime.RealtimeHub');
