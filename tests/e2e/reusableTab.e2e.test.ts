import { setupBrowserSuite } from '../support/browserSuite';
import { acmeTicketPod, MAX, TESS } from '../support/signedInContext';
import { hubConnections, untilHubConnections } from '../support/hubConnections';

/**
 * The browser suites' reusable tab (tests/support/reusableTab.ts) keeps the tests of a file independent: what one
 * test leaves in the tab is gone when the next one takes it. The first test leaves everything it can; the second
 * finds none of it. (Run alone, the second has nothing to find and passes too.)
 */
const suite = setupBrowserSuite('dist');
const VIEWPORT = { width: 400, height: 900 };
const LEFT = 'left by the last test';
let heardByTheLastTest: string[] = [];

async function hubConnectionsOf(userId: string): Promise<number> {
  return (await hubConnections(suite.server.url)).filter((connection) => connection.userId === userId).length;
}

/** Waits until the sandbox has seen the last test's app close its hub connection. */
async function noHubConnectionOf(userId: string): Promise<void> {
  await untilHubConnections(
    suite.server.url,
    (list) => !list.some((connection) => connection.userId === userId),
    `the hub connection of ${userId} gone with the test that opened it`,
  );
}

describe("the browser suites' reusable tab", () => {
  it('a test leaves the app running, storage, a cookie, a route, listeners, emulation, a permission, offline, a long history and a second page', async () => {
    const page = await suite.tab(TESS, VIEWPORT);
    await page.goto(`${suite.server.url}${acmeTicketPod('1001')}`);
    await page.locator('[data-hub-state="Connected"]').waitFor();
    expect(await hubConnectionsOf('u-tech')).toBeGreaterThan(0);
    const context = page.context();
    await page.evaluate((left) => {
      localStorage.setItem('left', left);
      sessionStorage.setItem('left', left);
      for (let entry = 0; entry < 60; entry++) history.pushState(null, '', `#${entry}`); // past Chromium's 50
    }, LEFT);
    await context.addCookies([{ name: 'left', value: 'yes', url: suite.server.url }]);
    await page.route('**/api/**', (route) => route.abort());
    page.on('console', (message) => heardByTheLastTest.push(message.text()));
    context.on('request', (request) => heardByTheLastTest.push(request.url()));
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await context.grantPermissions(['clipboard-read'], { origin: suite.server.url });
    await (await context.newPage()).goto(`${suite.server.url}${acmeTicketPod('1002')}`);
    await context.setOffline(true);
  });

  it('the next test finds none of it, and the pod opens signed in as its own technician', async () => {
    await noHubConnectionOf('u-tech');
    heardByTheLastTest = [];
    const page = await suite.tab(MAX, VIEWPORT);
    expect(page.context().pages()).toEqual([page]);
    const state = await page.evaluate(async () => ({
      local: Object.keys(localStorage).sort(),
      session: sessionStorage.length,
      cookie: document.cookie,
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      online: navigator.onLine,
      shortHistory: history.length <= 30,
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    }));
    expect(state).toEqual({
      local: ['refreshToken', 'token', 'userId'],
      session: 0,
      cookie: '',
      dark: false,
      reducedMotion: false,
      online: true,
      shortHistory: true,
      clipboard: 'prompt',
    });
    await page.goto(`${suite.server.url}${acmeTicketPod('1001')}`);
    await page.locator('[data-useful-screen="ready"]').waitFor();
    await page.evaluate(() => console.log('heard by this test only'));
    expect(await page.getByLabel('Signed in as').textContent()).toContain('Max Factor');
    expect(heardByTheLastTest).toEqual([]);
  });

  it('a second tab in one test is refused; a second page is a context of its own', async () => {
    const tab = await suite.tab(TESS, VIEWPORT);
    await expect(suite.tab(TESS, VIEWPORT)).rejects.toThrow("This test has the file's tab already");
    const other = await suite.page(MAX, VIEWPORT);
    expect(other.context()).not.toBe(tab.context());
    // A test may close the tab's whole context: the next test gets a new one.
    await tab.context().close();
  });

  it('after a test closed the tab, the next one has a working tab', async () => {
    const page = await suite.tab(null, VIEWPORT);
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });
});
