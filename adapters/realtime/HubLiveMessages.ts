import type { LiveMessage, LiveMessages } from '@core/conversation/LiveMessages';
import type { HubEvent } from '@core/realtime/HubEvent';
import { RealtimeHubToken, type HubState, type RealtimeHub } from '@core/realtime/RealtimeHub';
import { optional, type Resolve } from '@core/shared/Bind';

/**
 * A conversation transport's live messages from the SignalR hub (spec section 9): its event, read by the
 * feature's event spec (the hub drops and logs a malformed one), as the conversation page reads them.
 * The hub may be absent (stories, tests): then nothing arrives.
 */
export class HubLiveMessages<E> implements LiveMessages {
  constructor(
    private readonly hub: () => RealtimeHub | null,
    private readonly event: HubEvent<E>,
    private readonly toMessage: (event: E) => LiveMessage,
  ) {}

  onMessage(handler: (message: LiveMessage) => void): () => void {
    const hub = this.hub();
    if (!hub) return () => undefined;
    return hub.on(this.event, (event) => handler(this.toMessage(event)));
  }

  /** Calls `handler` when the hub is Connected again after Reconnecting (or a drop). */
  onReconnected(handler: () => void): () => void {
    const hub = this.hub();
    if (!hub) return () => undefined;
    let previous: HubState = hub.state;
    return hub.onStateChange((state) => {
      if (state === 'Connected' && (previous === 'Reconnecting' || previous === 'Disconnected')) handler();
      previous = state;
    });
  }
}

/** A binding of a transport's live messages on the app's hub (none bound: nothing arrives). */
export function hubLiveMessages<E>(
  event: HubEvent<E>,
  toMessage: (event: E) => LiveMessage,
): (get: Resolve) => LiveMessages {
  return (get) => new HubLiveMessages(() => optional(get, RealtimeHubToken), event, toMessage);
}
