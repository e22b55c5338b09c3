import type { IncomingMessage } from 'http';
import type { Duplex } from 'stream';
import { WebSocketServer } from 'ws';
import { createListenerSet } from './listenerSet';
import { SignalrConnection, type HubIdentity } from './signalrConnection';
import { negotiate } from './signalrNegotiate';
import type { InvocationMessage } from './signalrProtocol';
import { refuseUpgrade } from './upgradeRefusal';
import { SignalrReservations } from './signalrReservations';
import { answerInvocation } from './signalrTenantSubscription';

export type { HubIdentity } from './signalrConnection';

/** Settings of a sandbox SignalR hub. */
export interface SignalrHubOptions {
  /** Hub URL path, e.g. '/api/hubs/events' (no trailing slash). */
  path: string;
  /** Maps a bearer token (Authorization header or access_token query) to a user; null refuses. */
  authenticate(token: string | null): HubIdentity | null;
  /** Server ping interval; the client gives up after 30 s of silence. Default 15000. */
  keepAliveMs?: number;
  /** Origins besides the hub's own that may negotiate from a browser (CORS); none by default. */
  corsOrigins?: readonly string[];
}

/** A client call seen by the hub, for the console and tests. */
export interface HubInvocationEvent {
  connectionId: string;
  target: string;
  args: unknown[];
}

/** A connected client as shown by {@link SignalrHub.connections}. */
export interface HubConnectionInfo {
  connectionId: string;
  userId: string;
  tenantId: string | null;
  subscribedAt: string | null;
}

/** A SignalR hub (JSON protocol over WebSockets) for a plain Node `http.Server`. */
export interface SignalrHub {
  /** Fetch-style handler for POST {path}/negotiate?negotiateVersion=1; returns null if the URL is not ours. */
  handleHttp(request: Request): Promise<Response | null>;
  /** For http.Server 'upgrade': returns true when it took the socket (URL path == options.path). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Invokes `target` with `args` on every connection whose tenant subscription equals tenantId; returns how many received it. */
  publish(tenantId: string, target: string, ...args: unknown[]): number;
  /** Simulates a network drop: terminates every socket abruptly (clients should auto-reconnect). */
  dropAll(): number;
  /** Connected clients, for the sandbox console and tests. */
  connections(): HubConnectionInfo[];
  /** Observe client invocations (tests and console log them). Returns an unsubscribe function. */
  onInvocation(listener: (e: HubInvocationEvent) => void): () => void;
  /** Sends Close (allowReconnect) to every client, closes the sockets and refuses new ones. */
  close(): Promise<void>;
}

export { TENANT_MISMATCH_ERROR, TENANT_SUBSCRIPTION } from './signalrTenantSubscription';

/** Creates a hub; wire handleHttp and handleUpgrade into the host's http.Server. */
export function createSignalrHub(options: SignalrHubOptions): SignalrHub {
  const keepAliveMs = options.keepAliveMs ?? 15_000;
  const negotiatePath = `${options.path}/negotiate`;
  const wss = new WebSocketServer({ noServer: true });
  const reservations = new SignalrReservations();
  const live = new Set<SignalrConnection>();
  const invocations = createListenerSet<HubInvocationEvent>();
  let open = true;
  let closing: Promise<void> | undefined;

  function onInvocation(connection: SignalrConnection, message: InvocationMessage): void {
    invocations.emit({ connectionId: connection.connectionId, target: message.target, args: message.arguments });
    answerInvocation(connection, message);
  }

  return {
    async handleHttp(request) {
      if (new URL(request.url).pathname !== negotiatePath) return null;
      return negotiate(request, {
        authenticate: options.authenticate,
        register: (identity, tokenDiffersFromId) => reservations.reserve(identity, tokenDiffersFromId),
        isOpen: () => open,
        corsOrigins: options.corsOrigins,
      });
    },

    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== options.path) return false;
      if (!open) {
        refuseUpgrade(socket, 503, 'The hub is shutting down.');
        return true;
      }
      // The negotiated token alone names the identity; a bearer on the socket request is not needed.
      const reservation = reservations.claim(url.searchParams.get('id'));
      if (!reservation) {
        refuseUpgrade(socket, 404, 'No Connection with that ID');
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection = new SignalrConnection(ws, {
          connectionId: reservation.connectionId,
          identity: reservation.identity,
          keepAliveMs,
          onInvocation,
          onClose: (closed) => live.delete(closed),
        });
        live.add(connection);
      });
      return true;
    },

    publish: (tenantId, target, ...args) => publishToTenant(live, tenantId, target, args),

    dropAll() {
      const dropped = [...live];
      for (const connection of dropped) connection.terminate();
      return dropped.length;
    },

    connections: () => [...live].map(describeConnection),

    onInvocation: (listener) => invocations.add(listener),

    close() {
      // Idempotent: the host's shutdown path and tests may both call it.
      closing ??= (async () => {
        open = false;
        reservations.clear();
        // allowReconnect: a restarted sandbox (watch mode) gets its browser clients back by itself.
        for (const connection of live) connection.close({ allowReconnect: true });
        await new Promise<void>((resolve) => wss.close(() => resolve()));
      })();
      return closing;
    },
  };
}

/** Invokes `target` on every connection subscribed to the tenant; returns how many received it. */
function publishToTenant(live: Iterable<SignalrConnection>, tenantId: string, target: string, args: unknown[]): number {
  let delivered = 0;
  for (const connection of live) {
    if (connection.subscription?.tenantId === tenantId && connection.invoke(target, args)) delivered += 1;
  }
  return delivered;
}

function describeConnection(connection: SignalrConnection): HubConnectionInfo {
  return {
    connectionId: connection.connectionId,
    userId: connection.identity.userId,
    tenantId: connection.subscription?.tenantId ?? null,
    subscribedAt: connection.subscription?.subscribedAt ?? null,
  };
}
