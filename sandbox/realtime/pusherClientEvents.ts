import type { ListenerSet } from './listenerSet';
import type { ChannelRegistry } from './pusherChannels';
import type { PusherConnection } from './pusherConnection';
import { channelKind, encodeFrame, readEventData, type PusherFrame } from './pusherProtocol';

/** A client event or subscription change, for the console and tests. */
export interface PusherClientEvent {
  socketId: string;
  channel: string;
  /** `client-*` for client events; `pusher:subscribe`, `pusher:subscription_error` or `pusher:unsubscribe` otherwise. */
  event: string;
  /** Parsed event data; for a refused subscription `{ error }`; null for subscribe/unsubscribe. */
  data: unknown;
}

/** Hands a `client-*` event to the channel's other subscribers, as the real service does. */
export function relayClientEvent(
  registry: ChannelRegistry<PusherConnection>,
  observers: ListenerSet<PusherClientEvent>,
  connection: PusherConnection,
  frame: PusherFrame,
): void {
  const { channel, event } = frame;
  if (!channel || channelKind(channel) === 'public') {
    connection.error(null, 'Client events are only supported on private and presence channels.');
    return;
  }
  if (!registry.has(channel, connection)) {
    connection.error(null, `Client event rejected: not subscribed to channel '${channel}'.`);
    return;
  }
  // Never echoed to the sender: the real service enforces this, pusher-js does not.
  const wire = encodeFrame(event, frame.data, channel);
  for (const subscriber of registry.subscribers(channel)) {
    if (subscriber !== connection) subscriber.sendRaw(wire);
  }
  observers.emit({ socketId: connection.socketId, channel, event, data: readEventData(frame.data) });
}
