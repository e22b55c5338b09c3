import type { IncomingMessage } from 'http';
import type { Duplex } from 'stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { createListenerSet } from './listenerSet';
import { sameAuth, signChannel } from './pusherAuth';
import { ChannelRegistry } from './pusherChannels';
import { PusherConnection } from './pusherConnection';
import {
  PusherErrorCode,
  channelKind,
  encodeFrame,
  readEventData,
  readSubscribeRequest,
  type PusherFrame,
} from './pusherProtocol';
import { refuseUpgrade } from './upgradeRefusal';

/** Settings of a sandbox Pusher (protocol 7) server. */
export interface PusherServerOptions {
  appKey: string;
  /** Signs private-channel subscriptions; the same secret the auth endpoint uses. */
  appSecret: string;
  /** Seconds of silence after which the client pings; default 120. */
  activityTimeoutSec?: number;
}

/** A client event or subscription change, for the console and tests. */
export interface PusherClientEvent {
  socketId: string;
  channel: string;
  /** `client-*` for client events; `pusher:subscribe`, `pusher:subscription_error` or `pusher:unsubscribe` otherwise. */
  event: string;
  /** Parsed event data; for a refused subscription `{ error }`; null for subscribe/unsubscribe. */
  data: unknown;
}

/** A Pusher-compatible WebSocket server for a plain Node `http.Server`. */
export interface PusherServer {
  /** For http.Server 'upgrade': takes paths /app/{key}; other keys are refused with pusher:error 4001. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Server-side event to every subscriber of channel. Returns subscriber count. */
  trigger(channel: string, event: string, data: unknown): number;
  /** Observe client events (client-*) and subscriptions, for the console and tests. */
  onClientEvent(listener: (e: PusherClientEvent) => void): () => void;
  /** Channels with at least one subscriber. */
  channels(): Array<{ name: string; subscribers: number }>;
  /** Simulates a network drop: terminates every socket abruptly (pusher-js reconnects after ~1 s). */
  dropAll(): number;
  /** Closes every socket with code 4200 (reconnect) and refuses new ones. */
  close(): Promise<void>;
}

const APP_PATH = /^\/app\/([^/]+)$/;

/** Creates a server; wire handleUpgrade into the host's http.Server 'upgrade' event. */
export function createPusherServer(options: PusherServerOptions): PusherServer {
  const activityTimeout = options.activityTimeoutSec ?? 120;
  const wss = new WebSocketServer({ noServer: true });
  const registry = new ChannelRegistry<PusherConnection>();
  const live = new Set<PusherConnection>();
  const observers = createListenerSet<PusherClientEvent>();
  let open = true;
  let closing: Promise<void> | undefined;

  async function onFrame(connection: PusherConnection, frame: PusherFrame): Promise<void> {
    switch (frame.event) {
      case 'pusher:ping':
        connection.send('pusher:pong', {});
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return subscribe(connection, frame.data);
      case 'pusher:unsubscribe':
        return unsubscribe(connection, frame.data);
    }
    if (frame.event.startsWith('client-')) return relayClientEvent(connection, frame);
    connection.error(null, `Unsupported event '${frame.event}'.`);
  }

  async function subscribe(connection: PusherConnection, data: unknown): Promise<void> {
    const request = readSubscribeRequest(data);
    if (!request) {
      connection.error(null, 'Invalid subscribe request: missing or invalid channel name.');
      return;
    }
    const { channel } = request;
    const refusal = await checkSubscription(connection.socketId, channel, request.auth);
    if (connection.gone) return;
    if (refusal) {
      // pusher-js hands this to channel.bind('pusher:subscription_error'), like soketi's reply.
      connection.send('pusher:subscription_error', { type: 'AuthError', error: refusal, status: 401 }, channel);
      observers.emit({
        socketId: connection.socketId,
        channel,
        event: 'pusher:subscription_error',
        data: { error: refusal },
      });
      return;
    }
    registry.add(channel, connection);
    connection.send('pusher_internal:subscription_succeeded', {}, channel);
    observers.emit({ socketId: connection.socketId, channel, event: 'pusher:subscribe', data: null });
  }

  /** Returns why the subscription is refused, or null when it is allowed. */
  async function checkSubscription(socketId: string, channel: string, auth: string): Promise<string | null> {
    const kind = channelKind(channel);
    // Presence needs member lists the product does not use; refusing is clearer than faking.
    if (kind === 'presence') return 'Presence channels are not supported by the sandbox.';
    if (kind === 'public') return null;
    const expected = await signChannel(options.appKey, options.appSecret, socketId, channel);
    return sameAuth(expected, auth)
      ? null
      : `Invalid signature: expected HMAC SHA256 hex digest of ${socketId}:${channel}`;
  }

  function unsubscribe(connection: PusherConnection, data: unknown): void {
    const request = readSubscribeRequest(data);
    if (!request || !registry.has(request.channel, connection)) return;
    registry.remove(request.channel, connection);
    observers.emit({
      socketId: connection.socketId,
      channel: request.channel,
      event: 'pusher:unsubscribe',
      data: null,
    });
  }

  function relayClientEvent(connection: PusherConnection, frame: PusherFrame): void {
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

  function accept(ws: WebSocket, key: string): void {
    if (key !== options.appKey) {
      ws.send(
        encodeFrame('pusher:error', {
          code: PusherErrorCode.AppNotFound,
          message: `App key ${key} not in this cluster.`,
        }),
      );
      ws.close(PusherErrorCode.AppNotFound, 'App key not found');
      return;
    }
    const connection = new PusherConnection(ws, {
      onFrame,
      onClose(closed) {
        live.delete(closed);
        registry.removeEverywhere(closed);
      },
    });
    live.add(connection);
    connection.send('pusher:connection_established', {
      socket_id: connection.socketId,
      activity_timeout: activityTimeout,
    });
  }

  return {
    handleUpgrade(req, socket, head) {
      const match = APP_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
      if (!match) return false;
      if (!open) {
        refuseUpgrade(socket, 503, 'The server is shutting down.');
        return true;
      }
      const key = safeDecode(match[1] ?? '');
      wss.handleUpgrade(req, socket, head, (ws) => accept(ws, key));
      return true;
    },

    trigger(channel, event, data) {
      const subscribers = registry.subscribers(channel);
      const wire = encodeFrame(event, data, channel);
      for (const subscriber of subscribers) subscriber.sendRaw(wire);
      return subscribers.length;
    },

    onClientEvent: (listener) => observers.add(listener),

    channels: () => registry.list(),

    dropAll() {
      const dropped = [...live];
      for (const connection of dropped) connection.terminate();
      return dropped.length;
    },

    close() {
      // Idempotent: the host's shutdown path and tests may both call it.
      closing ??= (async () => {
        open = false;
        for (const connection of live) connection.close(PusherErrorCode.ReconnectImmediately, 'Server shutting down');
        await new Promise<void>((resolve) => wss.close(() => resolve()));
      })();
      return closing;
    },
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
