import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchChromium, launchFullChromium } from '../support/browser';
import { startForeignSite, type ForeignSite } from '../support/foreignSite';
import { startDevServer, startPreview, type RunningServer } from '../support/previewServer';
import { changesIn, copyOfTheTree } from '../support/treeCopy';

/**
 * What a static host gets from the build (dist/): the <meta> policy in index.html is the header policy
 * without frame-ancestors, Azure's and CloudFront's files carry the same values as dist/_headers, and
 * on a host that sends no header at all (GitHub Pages, a bare bucket) the <meta> policy alone holds the
 * app: it runs with no violation and an injected inline script does not. The dev server has no <meta>
 * policy (its own allows Vite's inline scripts), and the preview server's <meta> agrees with its header.
 */
const DIST = resolve('dist');
const read = (file: string, dist = DIST) => readFileSync(join(dist, file), 'utf8');
const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)] as const));
const metaPolicyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&') ?? null;

/** dist/_headers as header name -> value for the `/*` rule. */
function netlifyHeaders(dist = DIST): Record<string, string> {
  const lines = read('_headers', dist).split('\n');
  const start = lines.indexOf('/*');
  const rule: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const m = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (!m) break;
    rule[m[1]!] = m[2]!;
  }
  return rule;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A host that sends files and nothing else: no security header, index.html for any path that is not a file. */
async function bareHost(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    let file = join(DIST, path);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      if (extname(path)) {
        res.writeHead(404).end();
        return;
      }
      file = join(DIST, 'index.html');
      body = readFileSync(file);
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}
const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

describe('the build for static hosts', () => {
  it('puts the header policy without frame-ancestors in index.html, first in the head after the charset', () => {
    const html = read('index.html');
    const headerPolicy = directives(netlifyHeaders()['Content-Security-Policy']!);
    headerPolicy.delete('frame-ancestors');
    expect(directives(metaPolicyOf(html) ?? '')).toEqual(headerPolicy);
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      Math.min(html.indexOf('<script'), html.indexOf('<link')),
    );
  });

  it("writes Azure's and CloudFront's configuration with the values of dist/_headers", () => {
    const headers = netlifyHeaders();
    const azure = JSON.parse(read('staticwebapp.config.json')) as { globalHeaders: Record<string, string> };
    expect(azure.globalHeaders).toEqual({ ...headers, 'Cache-Control': 'no-cache' });
    for (const file of ['cloudfront-response-headers-policy.json', 'cloudfront-assets-response-headers-policy.json']) {
      const policy = JSON.parse(read(file)) as {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: string };
          ReferrerPolicy: { ReferrerPolicy: string };
        };
        CustomHeadersConfig: { Items: Array<{ Header: string; Value: string }> };
      };
      expect([file, policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy]).toEqual([
        file,
        headers['Content-Security-Policy'],
      ]);
      expect(policy.SecurityHeadersConfig.ReferrerPolicy.ReferrerPolicy).toBe(headers['Referrer-Policy']);
      expect(policy.CustomHeadersConfig.Items).toContainEqual({
        Header: 'Cross-Origin-Resource-Policy',
        Value: headers['Cross-Origin-Resource-Policy'],
        Override: true,
      });
    }
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  let bare: { server: Server; url: string };
  let preview: RunningServer;
  let dev: RunningServer;

  beforeAll(async () => {
    [browser, bare, preview, dev] = await Promise.all([
      launchChromium(),
      bareHost(),
      startPreview('dist'),
      startDevServer(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    bare?.server.close();
    await preview?.stop();
    await dev?.stop();
  });

  it('on a host that sends no header, the <meta> policy alone holds the app: it runs clean, an injected inline script does not', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await watchViolations(page);
    const answer = await page.goto(`${bare.url}/login`);
    expect(answer?.headers()['content-security-policy']).toBeUndefined();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await violationsOf(page)).toEqual([]);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    expect((await violationsOf(page)).some((v) => v.startsWith('script-src'))).toBe(true);
    await context.close();
  });

  it("the preview server's pages carry a <meta> policy that agrees with its header", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const answer = await page.goto(`${preview.url}/login`);
    const header = directives(answer!.headers()['content-security-policy']!);
    header.delete('frame-ancestors');
    expect(directives(metaPolicyOf(await answer!.text()) ?? '')).toEqual(header);
    expect(answer!.headers()['cache-control']).toBe('no-cache');
    await context.close();
  });

  it('the dev server has no <meta> policy: its header allows what Vite needs', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await watchViolations(page);
    const answer = await page.goto(`${dev.url}/login`);
    expect(metaPolicyOf(await answer!.text())).toBeNull();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await context.close();
  });
});

/*
 * A PSA added as a newcomer adds one: `npm run new:psa` with its frame host on a copy of the tree, then `npm run
 * build` there, with no other file edited. The build's files allow the new host, and in Chromium a page on that
 * host frames the new PSA's pod and it loads, while a page on a host no PSA names is refused. The hosts are made
 * up and mapped to 127.0.0.1 (--host-resolver-rules); the page is served over https on a port of its own, so the
 * frame host is written with a port wildcard (`:*`), as a PSA on a non-default port would be.
 */
const PROBE_HOST = 'https://*.probedesk.test:*';
const RESOLVE_MADE_UP_HOSTS = '--host-resolver-rules=MAP *.probedesk.test 127.0.0.1, MAP *.unlisted.test 127.0.0.1';

/** Runs a command in `cwd` (no shell: the host's `*` reaches the scaffold as written); rejects with its output. */
function runIn(cwd: string, command: string, args: readonly string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done(output) : fail(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** The app's frame inside the framing page, once it has loaded (an app page or Chromium's error page). */
async function appFrame(page: Page): Promise<Frame> {
  const frame = await (await page.waitForSelector('iframe[title="app"]')).contentFrame();
  if (!frame) throw new Error('the iframe has no frame');
  await frame.waitForLoadState('load');
  return frame;
}

describe('a PSA added with the scaffold and its frame host, then built (a copy of the tree)', () => {
  let copy = '';
  let scaffolded: { created: string[]; edited: string[] };
  let preview: RunningServer;
  let site: ForeignSite;
  let browser: Browser;
  const copyDist = () => join(copy, 'dist');

  // One step per hook: each is a guard of its own on a loaded machine (the build alone takes a minute there).
  beforeAll(async () => {
    copy = copyOfTheTree('frame-host-check-');
    await runIn(copy, 'npm', ['run', '-s', 'new:psa', '--', 'Probe Desk', '--frame-host', PROBE_HOST]);
    scaffolded = changesIn(copy);
  });
  beforeAll(async () => {
    await runIn(copy, 'npm', ['run', '-s', 'build', '--', '--logLevel', 'warn']);
  });
  beforeAll(async () => {
    [preview, site, browser] = await Promise.all([
      startPreview('dist', {}, copy),
      startForeignSite({ https: true }),
      // The full browser: the frame on the made-up PSA host is cross-site and gets no storage (launchFullChromium).
      launchFullChromium([RESOLVE_MADE_UP_HOSTS]),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await preview?.stop();
    await site?.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('the scaffold writes its folder, its registry line and its contract lookups, and the build edits nothing', () => {
    expect(scaffolded).toEqual({
      created: ['adapters/psa/probedesk/probeDeskPsa.ts'],
      edited: ['adapters/psa/registry.ts', 'contract/openapi.yaml', 'contract/shared.yaml'],
    });
    expect(changesIn(copy)).toEqual(scaffolded);
  });

  it("the build's files for static hosts let the new PSA's host frame the app; the <meta> policy cannot say who frames", () => {
    const headers = netlifyHeaders(copyDist());
    const ancestors = directives(headers['Content-Security-Policy']!).get('frame-ancestors')!.split(' ');
    expect(ancestors).toContain(PROBE_HOST);
    const azure = JSON.parse(read('staticwebapp.config.json', copyDist())) as { globalHeaders: Record<string, string> };
    expect(azure.globalHeaders['Content-Security-Policy']).toBe(headers['Content-Security-Policy']);
    const cloudFront = JSON.parse(read('cloudfront-response-headers-policy.json', copyDist())) as {
      SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } };
    };
    expect(cloudFront.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
      headers['Content-Security-Policy'],
    );
    // The <meta> fallback is the same policy without frame-ancestors, which browsers ignore in a <meta>.
    const header = directives(headers['Content-Security-Policy']!);
    header.delete('frame-ancestors');
    expect(directives(metaPolicyOf(read('index.html', copyDist())) ?? '')).toEqual(header);
  });

  it("a page on the new PSA's host frames its pod, which loads; a page on a host no PSA names is refused", async () => {
    const world = (await (await fetch(`${preview.url}/__sandbox/world`)).json()) as {
      tickets: Array<{
        psaType: string;
        psaId: string;
        contactId: string | null;
        kind: string;
        number: string;
        podUrl: string;
      }>;
    };
    const ticket = world.tickets.find(
      (t) => t.psaType === 'ProbeDesk' && t.psaId.startsWith('acme-') && t.contactId && t.kind === 'ticket',
    )!;
    expect(ticket.podUrl).toMatch(/^\/pod\/probedesk\/acme-probedesk\?/);
    const context = await browser.newContext({ ignoreHTTPSErrors: true });

    const allowed = await context.newPage();
    const errors: string[] = [];
    allowed.on('pageerror', (error) => errors.push(error.message));
    await allowed.goto(site.frameUrlAt('acme.probedesk.test', `${preview.url}${ticket.podUrl}`));
    const pod = await appFrame(allowed);
    // Cross-site, Chromium denies the frame storage: the pod says so and signs in for this page.
    await pod.getByRole('region', { name: 'Storage blocked' }).waitFor();
    await pod.getByLabel('Email').fill('tech@sandbox.test');
    await pod.getByLabel('Password', { exact: true }).fill('sandbox');
    await pod.getByRole('button', { name: 'Login' }).click();
    await pod.getByText(`Ticket #${ticket.number}`).waitFor();
    expect(errors).toEqual([]);

    const refused = await context.newPage();
    const violation = new Promise<string>((resolve) =>
      refused.on('console', (m) => m.text().includes('frame-ancestors') && resolve(m.text())),
    );
    await refused.goto(site.frameUrlAt('acme.unlisted.test', `${preview.url}${ticket.podUrl}`));
    const blocked = await appFrame(refused);
    await expect(violation).resolves.toContain('violates the following Content Security Policy directive');
    expect(blocked.url()).not.toBe(`${preview.url}${ticket.podUrl}`);
    expect(await blocked.getByLabel('Email').count()).toBe(0);
    await context.close();
  });
});
