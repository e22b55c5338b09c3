import type { Browser } from 'playwright-core';
import { parse } from 'yaml';
import type { OpenApiDocument } from '@contract/tools/contractDocuments';
import { operationsOf } from '@contract/tools/operationIndex';
import { launchChromium } from '../support/browser';
import { startDevServer, type RunningServer } from '../support/previewServer';

/**
 * The backend contract in the sandbox's viewer (/__sandbox/api, Swagger UI from swagger-ui-dist): it
 * shows every operation of contract/openapi.yaml under the page's own policy (no inline script or
 * style, nothing from another origin) with no violation, error or foreign request.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startDevServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the contract viewer at /__sandbox/api', () => {
  it('serves the documents and a page under its own strict policy', async () => {
    const page = await fetch(`${server.url}/__sandbox/api`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toMatch(/style-src 'self';/);
    expect(csp).toMatch(/connect-src 'self';/);
    expect(csp).not.toContain('unsafe');
    expect(await (await fetch(`${server.url}/__sandbox/api/openapi.yaml`)).text()).toMatch(/^openapi: 3\.1\.0/);
    expect(await (await fetch(`${server.url}/__sandbox/api/asyncapi.yaml`)).text()).toMatch(/^asyncapi: 3\.0\.0/);
  });

  it('shows every operation, opens one with its answer, with no violation, error or foreign request', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const problems: string[] = [];
    const origin = new URL(server.url).origin;
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    page.on('pageerror', (e) => void problems.push(e.message));
    page.on(
      'request',
      (r) =>
        void (!r.url().startsWith(origin) && !r.url().startsWith('data:') && problems.push(`request to ${r.url()}`)),
    );

    await page.goto(`${server.url}/__sandbox/api`);
    await page.waitForSelector('.opblock');
    const contract = parse(await (await fetch(`${server.url}/__sandbox/api/openapi.yaml`)).text()) as OpenApiDocument;
    // Each block's id is operations-<tag>-<operationId>; an operation under two tags shows twice.
    const shown = await page
      .locator('.opblock')
      .evaluateAll((blocks) => blocks.map((b) => b.id.replace(/^operations-[^-]+-/, '')));
    expect([...new Set(shown)].sort()).toEqual(
      operationsOf(contract)
        .map((o) => o.id)
        .sort(),
    );
    await page.locator('#operations-Lookups-getConnectWiseTicket').click();
    await page.locator('#operations-Lookups-getConnectWiseTicket .responses-wrapper').waitFor();
    expect(await page.locator('#operations-Lookups-getConnectWiseTicket').innerText()).toContain('ContactEmail');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
