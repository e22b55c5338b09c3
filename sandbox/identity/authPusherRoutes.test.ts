/** @jest-environment node */
import { createSandbox } from '../contract/createSandboxApp';
import { SANDBOX_PUSHER } from '../contract/SandboxRealtime';
import { signChannel } from '../realtime/pusherAuth';

const channel = 'private-auth-0f8fad5b-d9cb-469f-a165-70867728950e';
const authorize = (sandbox: ReturnType<typeof createSandbox>, form: Record<string, string>) =>
  sandbox.fetch(new Request('http://127.0.0.1:5173/api/Common/authorize-auth-pusher', { method: 'POST', body: new URLSearchParams(form) }));

describe('the sign-in relay endpoints', () => {
  it('settings name the key, cluster and the sandbox host, without a session', async () => {
    const sandbox = createSandbox();
    const response = await sandbox.fetch(new Request('http://127.0.0.1:5173/api/Common/get-auth-pusher-settings'));
    expect(await response.json()).toEqual({ key: 'sandbox-key', cluster: 'sandbox', wsHost: '127.0.0.1', wsPort: 5173, forceTLS: false });
  });

  it('signs a relay channel with the HMAC pusher-js expects', async () => {
    const response = await authorize(createSandbox(), { socket_id: '123.456', channel_name: channel });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ auth: await signChannel(SANDBOX_PUSHER.key, SANDBOX_PUSHER.secret, '123.456', channel) });
  });

  it.each([
    ['another private channel', { socket_id: '123.456', channel_name: 'private-tenant-t-acme' }],
    ['a malformed socket id', { socket_id: 'abc', channel_name: channel }],
  ])('refuses %s', async (_name, form) => {
    expect((await authorize(createSandbox(), form)).status).toBe(403);
  });
});
