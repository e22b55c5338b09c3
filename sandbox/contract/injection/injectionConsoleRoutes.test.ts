import { createSandbox } from '../createSandboxApp';

const post = (path: string, body: unknown) =>
  new Request(`http://sandbox.test/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function bearer(sandbox: ReturnType<typeof createSandbox>): Promise<string> {
  const response = await sandbox.fetch(
    new Request('http://sandbox.test/api/Token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
    }),
  );
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const get = (path: string, token: string) =>
  new Request(`http://sandbox.test/api${path}`, { headers: { Authorization: `Bearer ${token}` } });

describe('sandbox console: injection tools', () => {
  it('a hostile ticket carries the texts in its pod record and its company policy', async () => {
    const sandbox = createSandbox();
    const texts = ['<img src=x onerror=alert(1)>', '"><script>x</script>'];
    const response = await sandbox.fetch(post('/injection/hostile-ticket', { texts }));
    expect(response.status).toBe(200);
    const ticket = (await response.json()) as { psaId: string; ticketId: string; companyId: string; podUrl: string };
    expect(ticket).toMatchObject({
      psaId: 'acme-cw',
      ticketId: '9901',
      podUrl: '/pod/connectwise/acme-cw?ticketId=9901&screen=ticket',
    });
    const token = await bearer(sandbox);
    const record = await (await sandbox.fetch(get(`/ConnectwisePod/acme-cw/ticket/9901`, token))).json();
    expect(JSON.stringify(record)).toContain(JSON.stringify(texts[0]).slice(1, -1));
    const policy = (await (
      await sandbox.fetch(get(`/CompanyVerificationSettings/acme-cw/company/${ticket.companyId}`, token))
    ).json()) as { verificationBannerText: string; showVerificationBannerOnMount: boolean };
    expect(policy).toMatchObject({ verificationBannerText: texts.join(' | '), showVerificationBannerOnMount: true });
    // Again: replaced, not duplicated.
    await sandbox.fetch(post('/injection/hostile-ticket', { texts: ['second'] }));
    expect(sandbox.state.world.tickets.filter((t) => t.id === '9901' && t.psaId === 'acme-cw')).toHaveLength(1);
  });

  it('refuses anything but a list of texts, and a psaId that is not ConnectWise', async () => {
    const sandbox = createSandbox();
    expect((await sandbox.fetch(post('/injection/hostile-ticket', { texts: 'x' }))).status).toBe(400);
    expect((await sandbox.fetch(post('/injection/hostile-ticket', { texts: [1] }))).status).toBe(400);
    expect((await sandbox.fetch(post('/injection/hostile-ticket', { texts: ['x'], psaId: 'acme-halo' }))).status).toBe(
      400,
    );
  });

  it('a planned API fault answers the next matching requests with its status and message, then stops', async () => {
    const sandbox = createSandbox();
    const token = await bearer(sandbox);
    const planned = await sandbox.fetch(
      post('/injection/api-faults', { pathContains: '/ticket/1001', status: 502, message: '<b>down</b>', times: 2 }),
    );
    expect(planned.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const failed = await sandbox.fetch(get('/ConnectwisePod/acme-cw/ticket/1001', token));
      expect([failed.status, await failed.json()]).toEqual([502, { message: '<b>down</b>' }]);
    }
    expect((await sandbox.fetch(get('/ConnectwisePod/acme-cw/ticket/1001', token))).status).toBe(200);
    expect(
      (await sandbox.fetch(post('/injection/api-faults', { pathContains: '/x', status: 200, message: 'm' }))).status,
    ).toBe(400);
  });
});
