import type { ListenerSet } from './listenerSet';
import { sameAuth, signChannel } from './pusherAuth';
import type { ChannelRegistry } from './pusherChannels';
import type { PusherClientEvent } from './pusherClientEvents';
import type { PusherConnection } from './pusherConnection';
import { channelKind, readSubscribeRequest } from './pusherProtocol';

/** The app's key and the secret that signs its private-channel subscriptions. */
export interface PusherAppCredentials {
  appKey: string;
  appSecret: string;
}

/** Subscribing and unsubscribing: which channels a socket may join (public, or private with a valid signature). */
export class PusherSubscriptions {
  constructor(
    private readonly app: PusherAppCredentials,
    private readonly registry: ChannelRegistry<PusherConnection>,
    private readonly observers: ListenerSet<PusherClientEvent>,
  ) {}

  async subscribe(connection: PusherConnection, data: unknown): Promise<void> {
    const request = readSubscribeRequest(data);
    if (!request) {
      connection.error(null, 'Invalid subscribe request: missing or invalid channel name.');
      return;
    }
    const { channel } = request;
    const refusal = await this.refusal(connection.socketId, channel, request.auth);
    if (connection.gone) return;
    if (refusal) {
      // pusher-js hands this to channel.bind('pusher:subscription_error'), like soketi's reply.
      connection.send('pusher:subscription_error', { type: 'AuthError', error: refusal, status: 401 }, channel);
      this.observers.emit({
        socketId: connection.socketId,
        channel,
        event: 'pusher:subscription_error',
        data: { error: refusal },
      });
      return;
    }
    this.registry.add(channel, connection);
    connection.send('pusher_internal:subscription_succeeded', {}, channel);
    this.observers.emit({ socketId: connection.socketId, channel, event: 'pusher:subscribe', data: null });
  }

  unsubscribe(connection: PusherConnection, data: unknown): void {
    const request = readSubscribeRequest(data);
    if (!request || !this.registry.has(request.channel, connection)) return;
    this.registry.remove(request.channel, connection);
    this.observers.emit({
      socketId: connection.socketId,
      channel: request.channel,
      event: 'pusher:unsubscribe',
      data: null,
    });
  }

  /** Why the subscription is refused, or null when it is allowed. */
  private async refusal(socketId: string, channel: string, auth: string): Promise<string | null> {
    const kind = channelKind(channel);
    // Presence needs member lists the product does not use; refusing is clearer than faking.
    if (kind === 'presence') return 'Presence channels are not supported by the sandbox.';
    if (kind === 'public') return null;
    const expected = await signChannel(this.app.appKey, this.app.appSecret, socketId, channel);
    return sameAuth(expected, auth)
      ? null
      : `Invalid signature: expected HMAC SHA256 hex digest of ${socketId}:${channel}`;
  }
}
