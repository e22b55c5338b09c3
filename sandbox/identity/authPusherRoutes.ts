import { Hono } from 'hono';
import type { AuthPusherSettingsWire, PusherAuthWire, RelayChannelWire } from '@adapters/http/wire/identityWire';
import { SANDBOX_PUSHER } from '../contract/SandboxRealtime';
import { errorBody, type SandboxEnv } from '../contract/sandboxEnv';
import { signChannel } from '../realtime/pusherAuth';
import { relayChannelsOf } from './relayChannels';

const SOCKET_ID = /^\d+\.\d+$/;

/**
 * The realtime side of the ConnectWise embedded sign-in: settings for the Pusher client (with the
 * sandbox's own host, since it is not Pusher's cloud), the relay channels the backend issues, and
 * private-channel authorization (HMAC) only for the caller each channel was issued to.
 */
export const authPusherRoutes = new Hono<SandboxEnv>()
  .get('/Common/get-auth-pusher-settings', (c) => {
    const url = new URL(c.req.url);
    const secure = url.protocol === 'https:';
    const settings: AuthPusherSettingsWire = {
      key: SANDBOX_PUSHER.key,
      cluster: SANDBOX_PUSHER.cluster,
      wsHost: url.hostname,
      wsPort: Number(url.port || (secure ? 443 : 80)),
      forceTLS: secure,
    };
    return c.json(settings);
  })
  // The waiting window (the pod in ConnectWise) asks for a channel for its socket.
  .post('/Common/auth-pusher-channel', async (c) => {
    const body = await readJson(c.req.raw);
    const socketId = typeof body.socketId === 'string' ? body.socketId : '';
    if (!SOCKET_ID.test(socketId))
      return c.json(errorBody('A realtime socket id is required to start a sign-in relay.'), 400);
    const answer: RelayChannelWire = relayChannelsOf(c.var.state).issue(socketId);
    return c.json(answer);
  })
  // The signing-in page joins the channel it was handed; only one page may.
  .post('/Common/auth-pusher-channel/join', async (c) => {
    const body = await readJson(c.req.raw);
    const socketId = typeof body.socketId === 'string' ? body.socketId : '';
    const channel = typeof body.channel === 'string' ? body.channel : '';
    if (!SOCKET_ID.test(socketId))
      return c.json(errorBody('A realtime socket id is required to join a sign-in relay.'), 400);
    const joined = relayChannelsOf(c.var.state).join(channel, socketId);
    if (joined === 'unknown')
      return c.json(
        errorBody('This sign-in link has expired or was not issued. Start again from the app inside ConnectWise.'),
        404,
      );
    if (joined === 'taken')
      return c.json(
        errorBody('This sign-in link was already used in another tab. Start again from the app inside ConnectWise.'),
        409,
      );
    const answer: RelayChannelWire = { channel, key: joined.key };
    return c.json(answer);
  })
  .post('/Common/authorize-auth-pusher', async (c) => {
    const form = await c.req.parseBody();
    const socketId = String(form.socket_id ?? '');
    const channel = String(form.channel_name ?? '');
    const key = String(form.relay_key ?? '');
    if (!SOCKET_ID.test(socketId) || !relayChannelsOf(c.var.state).authorize(channel, key, socketId)) {
      return c.json(errorBody('This channel cannot be joined for sign-in.'), 403);
    }
    const answer: PusherAuthWire = {
      auth: await signChannel(SANDBOX_PUSHER.key, SANDBOX_PUSHER.secret, socketId, channel),
    };
    return c.json(answer);
  });

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
