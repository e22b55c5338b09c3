/** @jest-environment node */
import { createSandbox } from './createSandboxApp';
import { SandboxState } from './SandboxState';

const preflight = (sandbox: ReturnType<typeof createSandbox>, origin: string) =>
  sandbox.fetch(
    new Request('http://127.0.0.1:5173/api/Token', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    }),
  );

describe('the sandbox API grants CORS only to configured origins', () => {
  it('a foreign page gets no Access-Control-Allow-Origin and no credentials grant', async () => {
    const response = await preflight(createSandbox(), 'https://evil.test');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).not.toBe('true');
    const simple = await createSandbox().fetch(
      new Request('http://127.0.0.1:5173/api/Common/baseAppLogo', { headers: { Origin: 'https://evil.test' } }),
    );
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('its own origin and a configured one are allowed', async () => {
    const sandbox = createSandbox(new SandboxState(), { corsOrigins: ['https://psa-dev.test'] });
    expect((await preflight(sandbox, 'http://127.0.0.1:5173')).headers.get('access-control-allow-origin')).toBe(
      'http://127.0.0.1:5173',
    );
    const configured = await preflight(sandbox, 'https://psa-dev.test');
    expect(configured.headers.get('access-control-allow-origin')).toBe('https://psa-dev.test');
    expect(configured.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
