/** @jest-environment node */
import { psaDescriptors } from '@adapters/psa/registry';
import { createSandbox } from '../createSandboxApp';

const BASE = 'http://127.0.0.1:5173/__sandbox';
const form = (path: string, fields: Record<string, string> = {}) =>
  new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

describe('the sandbox console', () => {
  it.each([
    ['/sessions/expire', {}, 'sessions'],
    ['/realtime/drop', {}, 'realtime'],
    ['/realtime/refuse', { ms: '15000' }, 'realtime'],
    ['/realtime/push', { tenantId: 't-acme', event: 'ContactVerificationPassed' }, 'realtime'],
  ])('its form %s returns to the console page at its section', async (path, fields, section) => {
    const answer = await createSandbox().fetch(form(path, fields));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/__sandbox#${section}`);
  });

  it('scripts and tests still get JSON', async () => {
    const answer = await createSandbox().fetch(
      new Request(`${BASE}/realtime/refuse`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"ms":0}',
      }),
    );
    expect(await answer.json()).toEqual({ refusingForMs: 0, transport: 'hub' });
  });

  it('lists ticket pod URLs only for PSAs that look tickets up', async () => {
    const world = (await (await createSandbox().fetch(new Request(`${BASE}/world`))).json()) as {
      tickets: { psaType: string; podUrl: string | null }[];
    };
    for (const descriptor of psaDescriptors) {
      const tickets = world.tickets.filter((t) => t.psaType === descriptor.type);
      if (descriptor.lookups.ticket)
        expect(tickets.every((t) => t.podUrl?.startsWith(`/pod/${descriptor.slug}/`))).toBe(true);
      else expect(tickets.map((t) => t.podUrl).filter(Boolean)).toEqual([]);
    }
  });

  it('the page carries the script that shows local times and refreshes it', async () => {
    const page = await (await createSandbox().fetch(new Request(BASE))).text();
    expect(page).toContain('id="console"');
    // The script arrives as JavaScript, not HTML-escaped text.
    const script = /<script>([\s\S]*)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain("toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' })");
    expect(script).toContain('document.hidden || (active && active.matches');
    expect(() => new Function(script)).not.toThrow();
  });
});
