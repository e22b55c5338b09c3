/** @jest-environment node */
import { createSandbox } from '../contract/createSandboxApp';
import { SANDBOX_PUSHER } from '../contract/SandboxRealtime';
import { signChannel } from '../realtime/pusherAuth';

type Sandbox = ReturnType<typeof createSandbox>;
const api = 'http://127.0.0.1:5173/api';
const authorize = (sandbox: Sandbox, form: Record<string, string>) =>
  sandbox.fetch(
    new Request(`${api}/Common/authorize-auth-pusher`, { method: 'POST', body: new URLSearchParams(form) }),
  );
const postJson = (sandbox: Sandbox, path: string, body: unknown) =>
  sandbox.fetch(
    new Request(`${api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
const issue = async (sandbox: Sandbox, socketId = '1.1') =>
  (await (await postJson(sandbox, '/Common/auth-pusher-channel', { socketId })).json()) as {
    channel: string;
    key: string;
  };

describe('the sign-in relay endpoints', () => {
  it('settings name the key, cluster and the sandbox host, without a session', async () => {
    const sandbox = createSandbox();
    const response = await sandbox.fetch(new Request(`${api}/Common/get-auth-pusher-settings`));
    expect(await response.json()).toEqual({
      key: 'sandbox-key',
      cluster: 'sandbox',
      wsHost: '127.0.0.1',
      wsPort: 5173,
      forceTLS: false,
    });
  });

  it('issues a channel whose name carries at least 128 random bits, with a key for the caller only', async () => {
    const sandbox = createSandbox();
    const first = await issue(sandbox);
    const second = await issue(sandbox);
    expect(first.channel).toMatch(/^private-auth-[A-Za-z0-9_-]{43}$/); // 32 bytes base64url: 256 bits
    expect(first.channel).not.toBe(second.channel);
    expect(first.key).not.toBe(second.key);
    expect(first.channel).not.toContain(first.key);
  });

  it('signs the issued channel for the caller that holds its key, with the HMAC pusher-js expects', async () => {
    const sandbox = createSandbox();
    const { channel, key } = await issue(sandbox);
    const response = await authorize(sandbox, { socket_id: '123.456', channel_name: channel, relay_key: key });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      auth: await signChannel(SANDBOX_PUSHER.key, SANDBOX_PUSHER.secret, '123.456', channel),
    });
  });

  it('lets exactly one signing-in page join, and signs for its key too', async () => {
    const sandbox = createSandbox();
    const { channel } = await issue(sandbox);
    const joined = await postJson(sandbox, '/Common/auth-pusher-channel/join', { channel, socketId: '2.2' });
    expect(joined.status).toBe(200);
    const { key } = (await joined.json()) as { key: string };
    expect((await authorize(sandbox, { socket_id: '2.2', channel_name: channel, relay_key: key })).status).toBe(200);
    const again = await postJson(sandbox, '/Common/auth-pusher-channel/join', { channel, socketId: '3.3' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: 'This sign-in link was already used in another tab. Start again from the app inside ConnectWise.',
    });
  });

  it('refuses to join a channel it never issued', async () => {
    const response = await postJson(createSandbox(), '/Common/auth-pusher-channel/join', {
      channel: 'private-auth-0f8fad5b-d9cb-469f-a165-70867728950e',
      socketId: '2.2',
    });
    expect(response.status).toBe(404);
  });

  it.each([
    [
      'a channel the caller chose itself',
      async (_s: Sandbox) => ({
        socket_id: '9.9',
        channel_name: 'private-auth-0f8fad5b-d9cb-469f-a165-70867728950e',
        relay_key: 'guess',
      }),
    ],
    [
      'an issued channel without its key',
      async (s: Sandbox) => ({ socket_id: '9.9', channel_name: (await issue(s)).channel, relay_key: '' }),
    ],
    [
      'an issued channel with the key of another issued channel',
      async (s: Sandbox) => {
        const victim = await issue(s);
        const attacker = await issue(s, '9.9');
        return { socket_id: '9.9', channel_name: victim.channel, relay_key: attacker.key };
      },
    ],
    [
      'another private channel',
      async (s: Sandbox) => ({
        socket_id: '9.9',
        channel_name: 'private-tenant-t-acme',
        relay_key: (await issue(s)).key,
      }),
    ],
    [
      'a malformed socket id',
      async (s: Sandbox) => {
        const { channel, key } = await issue(s);
        return { socket_id: 'abc', channel_name: channel, relay_key: key };
      },
    ],
  ])('refuses %s with 403', async (_name, form) => {
    const sandbox = createSandbox();
    expect((await authorize(sandbox, await form(sandbox))).status).toBe(403);
  });

  it('refuses to issue without a socket id', async () => {
    expect((await postJson(createSandbox(), '/Common/auth-pusher-channel', {})).status).toBe(400);
  });
});
