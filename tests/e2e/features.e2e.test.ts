import type { Page } from 'playwright-core';
import { featureModules } from '@features/registry';
import { featureCases, type WorldView } from '../conformance/featureCases';
import { setupBrowserSuite } from '../support/browserSuite';
import { openFirefoxPage, type FirefoxPage } from '../support/firefox';
import { sidewaysOverflow } from '../support/sidewaysOverflow';
import { sessionOf, type Technician } from '../support/signedInContext';

/**
 * The feature conformance kit's browser half: each registered feature's page, opened from the
 * sidebar of a pod that gating allows, renders in Chromium at 320 px and at full width without
 * spilling sideways (production build, sandbox backend), and at 320 px in Firefox ESR too (a second engine).
 */
const suite = setupBrowserSuite('dist');
let world: WorldView;

beforeAll(async () => {
  world = (await (await fetch(`${suite.server.url}/__sandbox/world`)).json()) as WorldView;
});

/** The pod at `path`, signed in as `who` (the sign-in form's own tests are in signin*.e2e.test.ts). */
async function signedInAt(width: number, who: Technician, path: string): Promise<Page> {
  const page = await suite.tab(who, { width, height: 900 });
  await page.goto(`${suite.server.url}${path}`);
  return page;
}

const cases = featureModules.flatMap((module) => [320, 1280].map((width) => [module.id, width, module] as const));

it.each(cases)('%s renders at %i px', async (_id, width, module) => {
  const { allowed } = featureCases(module, world);
  if (!allowed) throw new Error(`${module.id}: no sandbox pod shows it`);
  const page = await signedInAt(width, allowed, allowed.url);
  const nav = page.getByRole('navigation', { name: 'Features' });
  await nav.getByRole('button', { name: module.title }).click();
  const outlet = page.locator(`[data-feature="${module.id}"][data-state="ready"]`);
  await outlet.waitFor();
  expect((await outlet.innerText()).trim()).not.toBe('');
  // Nothing wider than the window: a narrow pod never scrolls sideways. Content inside a box that
  // scrolls or clips sideways (a wide table in an overflow-x: auto wrapper) is contained, not spilling.
  const spilling = await page.evaluate(() => {
    const fits = (e: Element) => e.getBoundingClientRect().right <= window.innerWidth + 0.5;
    const contained = (e: Element) => {
      for (let box = e.parentElement; box && box !== document.body; box = box.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(box).overflowX)) return fits(box);
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((e) => !fits(e) && !contained(e))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
  });
  expect(spilling).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

describe('every feature page at 320 px in Firefox', () => {
  let firefox: FirefoxPage;
  beforeAll(async () => {
    firefox = await openFirefoxPage(320, 900);
  });
  afterAll(async () => {
    await firefox?.close();
  });

  it.each(featureModules.map((module) => [module.id, module] as const))('%s fits the screen', async (_id, module) => {
    const { allowed } = featureCases(module, world);
    if (!allowed) throw new Error(`${module.id}: no sandbox pod shows it`);
    // Signed in through the sandbox's sign-in call, as suite.tab does in Chromium.
    const session = await sessionOf(suite.server.url, allowed);
    await firefox.goto(`${suite.server.url}/login`);
    await firefox.evaluate((stored) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, session);
    await firefox.goto(`${suite.server.url}${allowed.url}`);
    await firefox.evaluate(openFeature, { id: module.id, title: module.title, guardMs: 30_000 });
    expect(await firefox.evaluate(sidewaysOverflow, undefined)).toEqual([]);
  });
});

/** In the page: presses the feature's sidebar button once it shows, and resolves once its page is ready and painted. */
async function openFeature({ id, title, guardMs }: { id: string; title: string; guardMs: number }): Promise<void> {
  const started = performance.now();
  const until = <T>(find: () => T | null, what: string) =>
    new Promise<T>((resolve, reject) => {
      const poll = () => {
        const found = find();
        if (found) resolve(found);
        else if (performance.now() - started > guardMs) reject(new Error(`${what} within ${guardMs} ms`));
        else setTimeout(poll, 25);
      };
      poll();
    });
  const button = await until(
    () =>
      [...document.querySelectorAll<HTMLButtonElement>('nav[aria-label="Features"] button')].find(
        (b) => b.getAttribute('aria-label') === title || b.textContent?.trim() === title,
      ) ?? null,
    `no sidebar button "${title}"`,
  );
  button.click();
  await until(() => document.querySelector(`[data-feature="${id}"][data-state="ready"]`), `${id} did not open`);
  await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
}
