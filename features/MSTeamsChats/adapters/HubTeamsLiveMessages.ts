import type { LiveMessage, LiveMessages, HubState, RealtimeHub } from '@features/api/core';
import { TeamsChatMessageEvent } from '../core/TeamsChatMessage';

/** TeamsChatMessage from the SignalR hub (spec section 9), read by the feature's event spec: the hub drops (and logs) a malformed event. */
export class HubTeamsLiveMessages implements LiveMessages {
  constructor(private readonly hub: () => RealtimeHub | null) {}

  onMessage(handler: (message: LiveMessage) => void): () => void {
    const hub = this.hub();
    if (!hub) return () => undefined;
    return hub.on(TeamsChatMessageEvent, (event) =>
      handler({ conversationId: event.chatId, id: event.id, direction: event.direction, body: event.message, date: event.date, author: event.from }),
    );
  }

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
