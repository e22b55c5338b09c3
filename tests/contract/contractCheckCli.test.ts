/** @jest-environment node */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';
import { setMsalSettings } from '@sandbox/identity/msalSettings';

/*
 * `npm run contract:check` as a backend team runs it: a real process against a real HTTP server.
 * Against the sandbox every call it makes passes; against a stand-in that answers a few wrong shapes
 * it names each wrong field and exits 1; against nothing it exits 2.
 */

const ROOT = resolve(__dirname, '../..');

function check(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [resolve(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/contract/contractCheck.ts', ...args],
      { cwd: ROOT },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

async function serve(fetch: (request: Request) => Promise<Response>): Promise<{ server: Server; api: string }> {
  const server = createServer(getRequestListener(fetch));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, api: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` };
}

function sandboxWithSession(): { sandbox: Sandbox; token: string } {
  const sandbox = createSandbox();
  // npm start's host sets these when its OpenID provider listens; here there is none.
  setMsalSettings(sandbox.state, { clientId: 'sandbox-spa', authority: 'https://localhost:8443/' });
  return { sandbox, token: sandbox.state.issueSession('u-tech').accessToken };
}

const session = (api: string, token: string) => [
  '--api',
  api,
  '--token',
  token,
  '--user',
  'u-tech',
  '--psa',
  'ConnectWise',
  '--psa-id',
  'acme-cw',
  '--ticket',
  '1001',
];
const rowOf = (stdout: string, label: string) =>
  stdout
    .split('\n')
    .find((line) => line.startsWith(`${label} `))
    ?.replace(/\s+/g, ' ');

/** The sandbox, with four answers made wrong: the shapes a backend might get wrong. */
function wrongStandIn(sandbox: Sandbox) {
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const response = await sandbox.fetch(request);
    const corrupt = (change: (body: never) => unknown, headers: Record<string, string> = {}) =>
      response.json().then((body) => Response.json(change(body as never), { status: response.status, headers }));
    if (pathname === '/api/ConnectwisePod/acme-cw/ticket/1001')
      return corrupt((record: Record<string, unknown>) => ({ ...record, ContactEmail: 42 }));
    if (pathname === '/api/PricePlan')
      return corrupt((plans: Array<Record<string, unknown>>) =>
        plans.map((p) => ({ ...p, basePriceCents: String(p.basePriceCents) })),
      );
    if (pathname === '/api/MessagingConfigurations')
      return corrupt((list: Array<Record<string, unknown>>) => list.map(({ senderNumber: _dropped, ...rest }) => rest));
    // The rows, without the table's count header.
    if (pathname === '/api/VerifiedPsaTechBySms') return corrupt((rows: unknown) => rows);
    return response;
  };
}

describe('npm run contract:check', () => {
  const servers: Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  it('passes every call it makes against the sandbox, writes included with --write', async () => {
    const { sandbox, token } = sandboxWithSession();
    const { server, api } = await serve((r) => sandbox.fetch(r));
    servers.push(server);
    const { code, stdout, stderr } = await check([...session(api, token), '--write']);
    expect(stderr).toBe('');
    expect(
      stdout.split('\n').filter((line) => /^(GET|POST|DELETE) /.test(line) && !/ (ok|skipped: .*)$/.test(line)),
    ).toEqual([]);
    expect(rowOf(stdout, 'GET /ConnectwisePod/{psaId}/ticket/{ticketId}')).toBe(
      'GET /ConnectwisePod/{psaId}/ticket/{ticketId} 200 ok',
    );
    expect(rowOf(stdout, 'POST /TicketUpdate/crm/{crmId}/ticket/addNote')).toBe(
      'POST /TicketUpdate/crm/{crmId}/ticket/addNote 200 ok',
    );
    expect(rowOf(stdout, 'POST /PsaContactValidation/send')).toBe(
      'POST /PsaContactValidation/send - skipped: never called: texts or emails the contact',
    );
    expect(stdout).toMatch(/\n\d{2} passed, 0 failed, \d+ skipped/);
    expect(code).toBe(0);
  });

  it('names each wrong field of a stand-in that answers wrong shapes, makes no POST without --write, and exits 1', async () => {
    const { sandbox, token } = sandboxWithSession();
    const { server, api } = await serve(wrongStandIn(sandbox));
    servers.push(server);
    const { code, stdout } = await check(session(api, token));
    expect(
      stdout
        .split('\n')
        .filter((line) => /^\S+ \S+\s+\d{3}\s/.test(line) && !line.endsWith(' ok'))
        .map((line) => line.replace(/\s+/g, ' ')),
    ).toEqual([
      // In the document's order: the shared calls, then each feature's in the order of the folders' names.
      'GET /ConnectwisePod/{psaId}/ticket/{ticketId} 200 ContactEmail: expected string or null, got number',
      'GET /PricePlan 200 [0].basePriceCents: expected integer, got string',
      'GET /MessagingConfigurations 200 [0].senderNumber: expected string, got nothing',
      'GET /VerifiedPsaTechBySms 200 header x-total-count: expected string, got nothing',
    ]);
    expect(stdout.split('\n').filter((line) => /^(POST|DELETE) .*\d{3}/.test(line))).toEqual([]);
    expect(stdout).toMatch(/\n\d{2} passed, 4 failed, \d+ skipped/);
    expect(code).toBe(1);
  });

  it('exits 2 when it cannot reach the API', async () => {
    const { server, api } = await serve(async () => new Response(null));
    await new Promise((closed) => server.close(closed));
    const { code, stderr } = await check(['--api', api, '--token', 'any']);
    expect(stderr).toContain(`Cannot reach ${api}`);
    expect(code).toBe(2);
  });
});
