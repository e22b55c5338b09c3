import { createSandbox } from '../createSandboxApp';
import { type RecordingRealtime } from '../SandboxRealtime';
import { HUB_EVENT_KINDS } from '../hubEventSamples';

const post = (path: string, body: unknown) =>
  new Request(`http://sandbox.test/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('sandbox console: realtime', () => {
  it.each(HUB_EVENT_KINDS)('pushes %s to a tenant with a sample payload', async (event) => {
    const sandbox = createSandbox();
    const realtime = sandbox.state.realtime as RecordingRealtime;
    const response = await sandbox.fetch(post('/realtime/push', { tenantId: 't-acme', event }));
    expect(response.status).toBe(200);
    expect(realtime.sent).toEqual([{ kind: 'hub', to: 't-acme', name: event, payload: expect.any(Object) }]);
  });

  it('refuses an unknown tenant or event kind with a message', async () => {
    const sandbox = createSandbox();
    const badTenant = await sandbox.fetch(post('/realtime/push', { tenantId: 'nobody', event: 'TeamsChatMessage' }));
    expect(badTenant.status).toBe(400);
    expect(await badTenant.json()).toEqual({ message: 'No tenant nobody.' });
    const badEvent = await sandbox.fetch(post('/realtime/push', { tenantId: 't-acme', event: 'Nope' }));
    expect(await badEvent.json()).toEqual({ message: 'No hub event kind Nope.' });
  });

  it('lists hub connections as JSON and caps a refusal at 60 s', async () => {
    const sandbox = createSandbox();
    const list = await sandbox.fetch(new Request('http://sandbox.test/__sandbox/realtime/connections'));
    expect(await list.json()).toEqual([]);
    const refused = await sandbox.fetch(post('/realtime/refuse', { ms: 10_000_000 }));
    expect(await refused.json()).toEqual({ refusingForMs: 60_000, transport: 'hub' });
  });
});
