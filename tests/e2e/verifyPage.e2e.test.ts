import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { startForeignSite } from '../support/foreignSite';

/**
 * The verification link's public page, as the contact's phone meets it (production build and headers):
 * its own small entry, the production policy with no violation, nobody may frame it, axe finds nothing
 * serious at 320 px, and nothing spills sideways.
 */
const suite = setupBrowserSuite('dist');

/** A link to Alice (acme-cw ticket 1001), sent as Tess Tech's pod sends it; its URL and the number to read out. */
async function sendLink(
  ticketId = '1001',
  contactId = 'acme-cw-co1-ct1',
): Promise<{ url: string; matchNumber: number }> {
  const session = await (
    await fetch(`${suite.server.url}/api/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
    })
  ).json();
  const response = await fetch(`${suite.server.url}/api/PsaContactValidation/sendLink`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
    body: JSON.stringify({
      psaId: 'acme-cw',
      ticketId,
      contactId,
      note: '',
      request: 'Other',
      callId: `call-${Date.now()}`,
      channel: 'email',
      value: 'alice.johnson@contoso.example',
    }),
  });
  const { matchNumber } = await response.json();
  const outbox = (await (await fetch(`${suite.server.url}/__sandbox/outbox`)).json()) as Array<{
    verifyLink: { url: string } | null;
  }>;
  return { url: outbox.find((row) => row.verifyLink)!.verifyLink!.url, matchNumber };
}

/** axe-core's serious and critical findings; run through the devtools protocol, which the page's policy does not restrict. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: unknown }[] };
    const axe = (
      window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => String(n.target)).join('; ')}`);
  });
}

/** The scripts of verify.html's entry and its static imports, from the build's manifest. */
function verifyPageScripts(): Set<string> {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('verify.html');
  return files;
}

const spillsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('the verification link page (Chromium, production build)', () => {
  it('is served with frame-ancestors none, where the app itself may be framed by the PSAs', async () => {
    for (const path of ['/verify', '/verify.html']) {
      const response = await fetch(`${suite.server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'$/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(await response.text()).toContain('<title>Confirm your call</title>');
    }
    expect((await fetch(`${suite.server.url}/login`)).headers.get('content-security-policy')).toMatch(
      /frame-ancestors 'self' https:\/\/\*\.myconnectwise\.net/,
    );
  });

  it('nobody may frame it, not even a PSA', async () => {
    const { url } = await sendLink();
    const psa = await startForeignSite();
    const page = await suite.browser.newPage();
    try {
      const refused = new Promise<string>((resolve) =>
        page.on('console', (m) => m.text().includes('frame-ancestors') && resolve(m.text())),
      );
      await page.goto(psa.frameUrl(url));
      expect(await refused).toContain('frame-ancestors');
      const frame = await (await page.waitForSelector('iframe[title="app"]')).contentFrame();
      expect(await frame!.locator('.link-page').count()).toBe(0);
    } finally {
      await page.close();
      await psa.close();
    }
  });

  it('at 320 px on a phone: only its own scripts, no policy violation, axe clean in every step, nothing spills sideways', async () => {
    const { url, matchNumber } = await sendLink();
    const context = await suite.browser.newContext({
      viewport: { width: 320, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const violations: string[] = [];
    const scripts: string[] = [];
    page.on(
      'console',
      (m) => /^Refused to|violates the following Content Security Policy/.test(m.text()) && violations.push(m.text()),
    );
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.addInitScript(
      `document.addEventListener('securitypolicyviolation', function (e) { window.__violations = (window.__violations || []).concat(e.violatedDirective); });`,
    );

    await page.goto(url);
    await page.getByRole('heading', { name: 'Are you on a call with Tess Tech from Acme MSP right now?' }).waitFor();
    // Its own entry only: no Blueprint, no form library, no app.
    expect(new Set(scripts)).toEqual(verifyPageScripts());
    expect(await spillsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Yes, continue' }).tap();
    await page.getByRole('heading', { name: 'Choose the number Tess Tech reads out to you' }).waitFor();
    expect(await spillsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: String(matchNumber) }).tap();
    await page.getByRole('heading', { name: 'Thank you: you are verified' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])).toEqual(
      [],
    );
    expect(violations).toEqual([]);
    await context.close();
  });

  it('dark phones get the dark colours, and still pass axe', async () => {
    const { url } = await sendLink();
    const context = await suite.browser.newContext({ viewport: { width: 320, height: 640 }, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: 'Yes, continue' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.link-page')!).backgroundColor)).toBe(
      'rgb(17, 20, 24)',
    );
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
