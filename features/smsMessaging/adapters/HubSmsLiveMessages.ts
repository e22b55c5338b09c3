import type { LiveMessage, LiveMessages, HubState, RealtimeHub } from '@features/api/core';
import { MessagingSmsToChannelEvent } from '../core/MessagingSmsToChannel';

/**
 * MessagingSmsToChannel from the SignalR hub (spec section 9), read by the feature's event spec: the hub
 * drops (and logs) a malformed event. The hub may be absent (stories, tests): then nothing arrives.
 */
export class HubSmsLiveMessages implements LiveMessages {
  constructor(private readonly hub: () => RealtimeHub | null) {}

  onMessage(handler: (message: LiveMessage) => void): () => void {
    const hub = this.hub();
    if (!hub) return () => undefined;
    return hub.on(MessagingSmsToChannelEvent, (event) =>
      handler({ conversationId: event.channelId, id: event.id, direction: event.direction, body: event.body, date: event.date, author: event.from, optedOut: event.optedOut }),
    );
  }

  onReconnected(handler: () => void): () => void {
    return onReconnected(this.hub(), handler);
  }
}

/** Calls `handler` when the hub is Connected again after Reconnecting (or a drop). */
export function onReconnected(hub: RealtimeHub | null, handler: () => void): () => void {
  if (!hub) return () => undefined;
  let previous: HubState = hub.state;
  return hub.onStateChange((state) => {
    if (state === 'Connected' && (previous === 'Reconnecting' || previous === 'Disconnected')) handler();
    previous = state;
  });
}
