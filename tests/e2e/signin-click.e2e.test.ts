import { setupBrowserSuite } from '../support/browserSuite';
import { openSignIn } from '../support/openSignIn';

/**
 * A click on Login right after typing is one press and one release; pressing moves the focus out of
 * the field, whose error then appears on blur. If that error line pushed the button down, the release
 * would land beside it and Chromium would send the click to their common ancestor: the click is lost.
 */
const suite = setupBrowserSuite('dist');

describe('the Login button stays put while a field error appears on blur (production build, Chromium)', () => {
  it.each([320, 1280])('at %i px the press and the release land on Login, and the click submits', async (width) => {
    const page = await suite.tab(null, { width, height: 800 });
    await openSignIn(page, `${suite.server.url}/login`);
    const login = page.getByRole('button', { name: 'Login' });
    await page.getByLabel('Email').fill('tech.sandbox.test'); // not an email: its error appears on blur
    const before = await login.boundingBox();
    if (!before) throw new Error('no Login button');

    // Press near the bottom edge: a button pushed down by even a few pixels would leave the pointer.
    const x = before.x + before.width / 2;
    const y = before.y + before.height - 4;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.getByText('Incorrect email format').waitFor();
    expect(await login.boundingBox()).toEqual(before);
    await page.mouse.up();

    // The click arrived: the submit attempt shows every field's error (the untouched password's too).
    await page.getByText('Required', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
