import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';

/**
 * Every story of the static Storybook build is a test: it must render and its play function must
 * pass in real Chromium, and axe-core must find no serious or critical accessibility violation.
 */
const INDEX = 'storybook-static/index.json';
if (!existsSync(INDEX)) throw new Error('Build Storybook first: npm run build-storybook');
const stories = Object.values(JSON.parse(readFileSync(INDEX, 'utf8')).entries as Record<string, { id: string; type: string; title: string; name: string }>)
  .filter((entry) => entry.type === 'story');

interface StorybookPreview {
  storyRenders?: { phase?: string }[];
  channel: { data: Record<string, unknown> };
}

const suite = setupBrowserSuite('storybook-static');

test('the build has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

test.each(stories.map((s) => [`${s.title} / ${s.name}`, s.id]))('%s renders, plays and passes axe', async (_name, id) => {
  const page = await suite.browser.newPage({ viewport: { width: 1200, height: 800 } });
  // Closed whatever the outcome: a failed story's page left open keeps its timers and polling
  // running, loads the machine and makes the next stories fail too.
  try {
    await playsAndPassesAxe(page, id);
  } finally {
    await page.close();
  }
});

async function playsAndPassesAxe(page: Page, id: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${suite.server.url}/iframe.html?id=${id}&viewMode=story`);
  // Storybook keeps the last payload of each channel event; a failed play ends 'finished' too.
  const outcome = await page.waitForFunction(
    () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: StorybookPreview }).__STORYBOOK_PREVIEW__;
      const renders = preview?.storyRenders ?? [];
      const phase = renders[renders.length - 1]?.phase;
      if (phase !== 'completed' && phase !== 'finished' && phase !== 'errored') return false;
      const data = preview?.channel.data ?? {};
      const failure = ['playFunctionThrewException', 'storyThrewException', 'storyErrored'].map((event) => data[event]).find(Boolean);
      return { phase, failure: failure ? JSON.stringify(failure).replace(/\\u001b\[[0-9;]*m/g, '').slice(0, 600) : null };
    },
    undefined,
    { timeout: 20_000 },
  );
  expect({ ...(await outcome.jsonValue()), errors }).toEqual({ phase: expect.stringMatching(/completed|finished/), failure: null, errors: [] });

  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
  });
  expect(violations).toEqual([]);
}
