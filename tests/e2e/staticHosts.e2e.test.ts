import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startDevServer, startPreview, type RunningServer } from '../support/previewServer';

/**
 * What a static host gets from the build (dist/): the <meta> policy in index.html is the header policy
 * without frame-ancestors, Azure's and CloudFront's files carry the same values as dist/_headers, and
 * on a host that sends no header at all (GitHub Pages, a bare bucket) the <meta> policy alone holds the
 * app: it runs with no violation and an injected inline script does not. The dev server has no <meta>
 * policy (its own allows Vite's inline scripts), and the preview server's <meta> agrees with its header.
 */
const DIST = resolve('dist');
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)] as const));
const metaPolicyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&') ?? null;

/** dist/_headers as header name -> value for the `/*` rule. */
function netlifyHeaders(): Record<string, string> {
  const lines = read('_headers').split('\n');
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
