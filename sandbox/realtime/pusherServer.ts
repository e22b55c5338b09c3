import type { IncomingMessage } from 'http';
import type { Duplex } from 'stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { createListenerSet } from './listenerSet';
import { ChannelRegistry } from './pusherChannels';
import { relayClientEvent, type PusherClientEvent } from './pusherClientEvents';
import { PusherConnection } from './pusherConnection';
import { PusherErrorCode, encodeFrame, type PusherFrame } from './pusherProtocol';
import { PusherSubscriptions } from './pusherSubscriptions';
import { refuseUpgrade } from './upgradeRefusal';

/** Settings of a sandbox Pusher (protocol 7) server. */
export interface PusherServerOptions {
  appKey: string;
  /** Signs private-channel subscriptions; the same secret the auth endpoint uses. */
  appSecret: string;
  /** Seconds of silence after which the client pings; default 120. */
  activityTimeoutSec?: number;
}

export type { PusherClientEvent } from './pusherClientEvents';

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
  const subscriptions = new PusherSubscriptions(options, registry, observers);
  const onFrame = (connection: PusherConnection, frame: PusherFrame) =>
    answerFrame(connection, frame, subscriptions, (from, event) => relayClientEvent(registry, observers, from, event));
  let open = true;
  let closing: Promise<void> | undefined;

  function accept(ws: WebSocket, key: string): void {
    if (key !== options.appKey) {
      refuseAppKey(ws, key);
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

/** One frame from a client: pings, subscription changes and client events; anything else is an error. */
async function answerFrame(
  connection: PusherConnection,
  frame: PusherFrame,
  subscriptions: PusherSubscriptions,
  relay: (connection: PusherConnection, frame: PusherFrame) => void,
): Promise<void> {
  switch (frame.event) {
    case 'pusher:ping':
      connection.send('pusher:pong', {});
      return;
    case 'pusher:pong':
      return;
    case 'pusher:subscribe':
      return subscriptions.subscribe(connection, frame.data);
    case 'pusher:unsubscribe':
      return subscriptions.unsubscribe(connection, frame.data);
  }
  if (frame.event.startsWith('client-')) return relay(connection, frame);
  connection.error(null, `Unsupported event '${frame.event}'.`);
}

function refuseAppKey(ws: WebSocket, key: string): void {
  ws.send(
    encodeFrame('pusher:error', {
      code: PusherErrorCode.AppNotFound,
      message: `App key ${key} not in this cluster.`,
    }),
  );
  ws.close(PusherErrorCode.AppNotFound, 'App key not found');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
