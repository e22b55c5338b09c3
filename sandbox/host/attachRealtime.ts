import type { Server as HttpServer } from 'node:http';
import type { Sandbox } from '../contract/createSandboxApp';
import { SANDBOX_HUB_PATH, SANDBOX_PUSHER } from '../contract/SandboxRealtime';
import { createPusherServer, type PusherServer } from '../realtime/pusherServer';
import { createSignalrHub, type SignalrHub } from '../realtime/signalrHub';
import { refuseUpgrade } from '../realtime/upgradeRefusal';

/**
 * Puts the real SignalR hub and Pusher server on the host's HTTP server (same origin as the app):
 * WebSocket upgrades go to whichever claims the path, other upgrades (Vite's HMR) are left alone.
 * The hub's negotiate is HTTP; the returned handler answers it and returns null for other requests.
 */
export function attachRealtime(
  server: HttpServer,
  sandbox: Sandbox,
): { hub: SignalrHub; pusher: PusherServer; handleHttp(request: Request): Promise<Response | null> } {
  let refuseUntil = 0;
  let refusePusherUntil = 0;
  const hub = createSignalrHub({
    path: SANDBOX_HUB_PATH,
    authenticate: (token) => {
      if (Date.now() < refuseUntil) return null;
      const user = sandbox.state.userForToken(token);
      return user ? { userId: user.id, tenantId: user.tenantId } : null;
    },
  });
  const pusher = createPusherServer({ appKey: SANDBOX_PUSHER.key, appSecret: SANDBOX_PUSHER.secret });
  sandbox.state.realtime = {
    publishToTenant: (tenantId, target, payload) => hub.publish(tenantId, target, payload),
    triggerChannel: (channel, event, payload) => pusher.trigger(channel, event, payload),
    dropAll: () => hub.dropAll() + pusher.dropAll(),
    dropChannels: () => pusher.dropAll(),
    connections: () => hub.connections(),
    refuseFor: (ms, transport = 'hub') => {
      const until = Date.now() + ms;
      if (transport !== 'pusher') refuseUntil = until;
      if (transport !== 'hub') refusePusherUntil = until;
    },
  };
  server.on('upgrade', (req, socket, head) => {
    if (hub.handleUpgrade(req, socket, head)) return;
    // A refused Pusher socket gets an HTTP error, as from a server that is down (pusher-js backs off).
    if (Date.now() < refusePusherUntil && (req.url ?? '').includes('/app/'))
      return refuseUpgrade(socket, 503, 'Refused by the sandbox console.');
    pusher.handleUpgrade(req, socket, head);
  });
  server.once('close', () => {
    void hub.close();
    void pusher.close();
  });
  return { hub, pusher, handleHttp: (request) => hub.handleHttp(request) };
}
