import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';

const suite = setupBrowserSuite('dist');

/** Holds the entry script until `release()`: the painted form is all there is meanwhile. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Where the form's fields, buttons, title, logo and divider are laid out, once the stylesheet and fonts are in. */
async function layoutOf(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () =>
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/main-')) &&
      document.fonts.status === 'loaded',
  );
  return page.evaluate(() =>
    [...document.querySelectorAll('#root input, #root button, #root h1, .login__logo svg, .login__divider')].map(
      (e) => {
        const box = e.getBoundingClientRect();
        return `${e.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
      },
    ),
  );
}

const takenOver = (page: Page) => page.waitForFunction(() => !document.querySelector('form[data-painted]'));

describe('the sign-in form painted from HTML (production build, Chromium)', () => {
  it('with JavaScript off, /login shows the whole form; at 320 px labels hidden but naming, buttons stacked', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/login`);
      for (const label of ['Email', 'Password', 'MFA Code (optional)'])
        expect([label, await page.getByLabel(label, { exact: true }).isVisible()]).toEqual([label, true]);
      const box = await page.locator('label.bp6-label', { hasText: 'Email' }).boundingBox();
      expect((box?.width ?? 0) <= 1).toBe(true);
      await page.getByRole('img', { name: 'Tech Add-on' }).waitFor();
      await page.getByRole('separator', { name: 'or' }).waitFor();
      const google = await page.getByRole('button', { name: 'Sign in with Google' }).boundingBox();
      const microsoft = await page.getByRole('button', { name: 'Sign in with Microsoft' }).boundingBox();
      expect(microsoft!.y).toBeGreaterThanOrEqual(google!.y + google!.height);
      expect(await page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
      // Playwright's text queries skip <noscript>: the note is read from the layout.
      const note = await page.evaluate(() => {
        const callout = document.querySelector('noscript .bp6-callout, .login__failure.bp6-intent-warning');
        return callout ? [callout.textContent, callout.getBoundingClientRect().height > 0] : null;
      });
      expect(note).toEqual(['Sign-in needs JavaScript. Turn it on, then reload the page.', true]);
    } finally {
      await context.close();
    }
  });

  it("the entry's scripts are requested only once the painted form is the page's largest paint", async () => {
    const page = await suite.tab(null, { width: 400, height: 700 });
    await page.goto(`${suite.server.url}/login`);
    await takenOver(page);
    const [paint, request] = await page.evaluate(async () => {
      const largest = await new Promise<number>((found) =>
        new PerformanceObserver((list) => found(list.getEntries()[0]!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const entry = performance.getEntriesByType('resource').find((e) => /\/assets\/main-[\w-]+\.js$/.test(e.name));
      return [largest, entry?.startTime ?? -1];
    });
    expect(request).toBeGreaterThanOrEqual(paint);
  });

  it('a script that fails to load leaves the painted form saying sign-in is unavailable', async () => {
    const page = await suite.tab(null, { width: 400, height: 700 });
    await page.route(/\/assets\/main-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${suite.server.url}/login`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Sign-in is unavailable: the app could not finish loading.' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);
    expect(await page.locator('form[data-painted]').count()).toBe(1);
  });

  it('what is typed before the scripts run stays, typing goes on where it was, and nothing moves', async () => {
    const page = await suite.tab(null, { width: 400, height: 700 });
    const release = await holdScripts(page);
    await page.goto(`${suite.server.url}/login`, { waitUntil: 'commit' });
    const email = page.getByLabel('Email', { exact: true });
    await email.pressSequentially('tech@sand');
    expect(await page.locator('form[data-painted]').count()).toBe(1); // still the painted form
    const painted = await layoutOf(page);
    release();
    await takenOver(page);
    expect(await layoutOf(page)).toEqual(painted);
    await page.keyboard.type('box.test');
    expect(await email.inputValue()).toBe('tech@sandbox.test');
  });

  it('a Login pressed before the scripts run is answered once they do', async () => {
    const page = await suite.tab(null, { width: 400, height: 700 });
    const release = await holdScripts(page);
    await page.goto(`${suite.server.url}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).fill('tech@sandbox.test');
    await page.getByLabel('Password', { exact: true }).fill('sandbox');
    await page.getByRole('button', { name: 'Login' }).click();
    expect(new URL(page.url()).pathname).toBe('/login'); // held, not sent as a page request
    release();
    await page.waitForURL(`${suite.server.url}/home`);
  });
});
