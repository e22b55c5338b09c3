import type { Browser, Frame, Page } from 'playwright-core';
import { launchFullChromium } from '../support/browser';
import { startForeignSite, type ForeignSite } from '../support/foreignSite';
import { startDevServer, startPreview, type RunningServer } from '../support/previewServer';
import { podBootScriptSource } from '@scripts/deploy/podBootScript';
import { signInBootScriptSource } from '@scripts/deploy/signInBootScript';

/**
 * The app's security from outside, as an attacker tries it: the headers on the dev and preview servers, the
 * framing by a foreign site, the CORS answer to a foreign origin, public source maps, and a pod in a
 * cross-site frame where Chromium denies storage (it throws "Access is denied for this document.").
 */
let preview: RunningServer;
let browser: Browser;
let psa: ForeignSite; // an allowed PSA origin (APP_FRAME_ANCESTORS)
let evil: ForeignSite; // any other site

beforeAll(async () => {
  [psa, evil] = await Promise.all([startForeignSite(), startForeignSite()]);
  // The full browser: a cross-site frame gets no storage there (launchFullChromium).
  [preview, browser] = await Promise.all([
    startPreview('dist', { APP_FRAME_ANCESTORS: psa.origin }),
    launchFullChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await preview?.stop();
  await psa?.close();
  await evil?.close();
});

const HEADER_NAMES = ['content-security-policy', 'x-content-type-options', 'referrer-policy'];

async function headersOf(url: string, init?: RequestInit): Promise<Headers> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.headers;
}

function expectSecurityHeaders(headers: Headers, where: string): void {
  for (const name of HEADER_NAMES) expect([where, name, headers.get(name) !== null]).toEqual([where, name, true]);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('content-security-policy')).toContain('frame-ancestors ');
}

/** The app's frame inside the foreign page, once it has loaded (an app page or Chromium's error page). */
async function appFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[title="app"]');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('the iframe has no frame');
  await frame.waitForLoadState('load');
  return frame;
}

describe('headers, framing, CORS and source maps on the production build (vite preview)', () => {
  it('the document, an asset and the API carry the strict policy, nosniff and no-referrer', async () => {
    const documentHeaders = await headersOf(`${preview.url}/login`);
    expectSecurityHeaders(documentHeaders, 'document');
    const csp = documentHeaders.get('content-security-policy') ?? '';
    // Scripts from the app's origin, and the inline scripts by their hashes (the sign-in and the pod's boot scripts).
    expect(csp).toContain(`script-src 'self' ${signInBootScriptSource()} ${podBootScriptSource()};`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`frame-ancestors 'self' ${psa.origin}`);
    // X-Frame-Options cannot name the PSAs: it is left out rather than contradict frame-ancestors.
    expect(documentHeaders.get('x-frame-options')).toBeNull();

    const html = await (await fetch(`${preview.url}/login`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expectSecurityHeaders(await headersOf(`${preview.url}${script}`), 'asset');
    expectSecurityHeaders(await headersOf(`${preview.url}/api/Common/baseAppLogo`), 'api');
  });

  it('source maps are not public and the bundle does not point at them', async () => {
    const html = await (await fetch(`${preview.url}/login`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const code = await (await fetch(`${preview.url}${script}`)).text();
    expect(code).not.toContain('sourceMappingURL');
    expect((await fetch(`${preview.url}${script}.map`)).status).toBe(404);
  });

  it('the API grants no CORS to a foreign origin', async () => {
    const preflight = await headersOf(`${preview.url}/api/Token`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.get('access-control-allow-origin')).toBeNull();
    expect(preflight.get('access-control-allow-credentials')).toBeNull();
    const simple = await headersOf(`${preview.url}/api/Common/baseAppLogo`, {
      headers: { Origin: 'https://evil.test' },
    });
    expect(simple.get('access-control-allow-origin')).toBeNull();
  });

  it('a page on another origin cannot frame the sign-in page', async () => {
    const page = await browser.newPage();
    const refused = new Promise<string>((resolve) =>
      page.on('console', (m) => m.text().includes('frame-ancestors') && resolve(m.text())),
    );
    await page.goto(evil.frameUrl(`${preview.url}/login`));
    const frame = await appFrame(page);
    await expect(refused).resolves.toContain('violates the following Content Security Policy directive');
    expect(frame.url()).not.toBe(`${preview.url}/login`);
    expect(await frame.locator('form[aria-label="Sign in"]').count()).toBe(0);
    await page.close();
  });

  it('an allowed PSA frames it; with storage denied there, the pod says so, offers a new tab and Storage Access, and signs in for this page', async () => {
    const world = await (await fetch(`${preview.url}/__sandbox/world`)).json();
    const ticket = world.tickets.find(
      (t: { psaType: string; psaId: string; contactId: string | null; kind: string }) =>
        t.psaType === 'ConnectWise' && t.psaId.startsWith('acme-') && t.contactId && t.kind === 'ticket',
    );
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(psa.frameUrl(`${preview.url}${ticket.podUrl}`));
    const frame = await appFrame(page);
    // Chromium itself denies storage in this cross-site frame: no simulation.
    expect(
      await frame.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (e) {
          return (e as Error).message;
        }
      }),
    ).toContain('Access is denied for this document.');

    const notice = frame.getByRole('region', { name: 'Storage blocked' });
    await notice.getByText('Your browser blocks storage in embedded frames').waitFor();
    const link = notice.getByRole('link', { name: 'Open in a new tab' });
    expect(await link.getAttribute('href')).toBe(`${preview.url}${ticket.podUrl}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener');
    await notice.getByRole('button', { name: 'Allow storage' }).waitFor();

    // Signing in works for this page: the session lives in memory, and the pod opens.
    await frame.getByLabel('Email').fill('tech@sandbox.test');
    await frame.getByLabel('Password', { exact: true }).fill('sandbox');
    await frame.getByRole('button', { name: 'Login' }).click();
    await frame.getByText(`Ticket #${ticket.number}`).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the dev server (npm start) sends the same headers', () => {
  let dev: RunningServer;
  beforeAll(async () => {
    dev = await startDevServer({ APP_FRAME_ANCESTORS: psa.origin });
  });
  afterAll(async () => {
    await dev?.stop();
  });

  it('on the document and the API, and frames only for allowed origins', async () => {
    const documentHeaders = await headersOf(`${dev.url}/login`);
    expectSecurityHeaders(documentHeaders, 'document');
    expect(documentHeaders.get('content-security-policy')).toContain(`frame-ancestors 'self' ${psa.origin}`);
    expectSecurityHeaders(await headersOf(`${dev.url}/api/Common/baseAppLogo`), 'api');
    const cors = await headersOf(`${dev.url}/api/Common/baseAppLogo`, { headers: { Origin: 'https://evil.test' } });
    expect(cors.get('access-control-allow-origin')).toBeNull();

    const page = await browser.newPage();
    const refused = new Promise<string>((resolve) =>
      page.on('console', (m) => m.text().includes('frame-ancestors') && resolve(m.text())),
    );
    await page.goto(evil.frameUrl(`${dev.url}/login`));
    await appFrame(page);
    await expect(refused).resolves.toContain('violates the following Content Security Policy directive');
    await page.close();
  });
});
