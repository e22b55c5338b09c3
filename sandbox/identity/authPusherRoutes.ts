import { Hono } from 'hono';
import type { AuthPusherSettingsWire, PusherAuthWire } from '../../adapters/http/wire/identityWire';
import { SANDBOX_PUSHER } from '../contract/SandboxRealtime';
import { errorBody, type SandboxEnv } from '../contract/sandboxEnv';
import { signChannel } from '../realtime/pusherAuth';

/** Only the sign-in relay's channels are authorised without a session (their random name is the secret). */
const RELAY_CHANNEL = /^private-auth-[A-Za-z0-9-]{16,64}$/;
const SOCKET_ID = /^\d+\.\d+$/;

/**
 * The realtime side of the ConnectWise embedded sign-in: settings for the Pusher client (with the
 * sandbox's own host, since it is not Pusher's cloud) and private-channel authorization (HMAC).
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
  .post('/Common/authorize-auth-pusher', async (c) => {
    const form = await c.req.parseBody();
    const socketId = String(form.socket_id ?? '');
    const channel = String(form.channel_name ?? '');
    if (!SOCKET_ID.test(socketId) || !RELAY_CHANNEL.test(channel)) {
      return c.json(errorBody('This channel cannot be joined for sign-in.'), 403);
    }
    const answer: PusherAuthWire = { auth: await signChannel(SANDBOX_PUSHER.key, SANDBOX_PUSHER.secret, socketId, channel) };
    return c.json(answer);
  });
