import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { featureModules } from '@features/registry';
import type { FeatureModule } from '@ui/features/FeatureModule';
import { countCases } from '../attack/caseCount';
import { featureCases, type FeatureCase, type WorldView } from '../conformance/featureCases';
import { launchChromium, launchFullChromium } from '../support/browser';
import { startForeignSite, type ForeignSite } from '../support/foreignSite';
import { startPreview, type RunningServer } from '../support/previewServer';
import { testKitOf } from '../support/testKitOf';
import { podBootScriptSource } from '@scripts/deploy/podBootScript';
import { signInBootScriptSource } from '@scripts/deploy/signInBootScript';
import { openSignIn } from '../support/openSignIn';

/**
 * Every registered feature under the production Content-Security-Policy, and in a
 * cross-site PSA frame where Chromium blocks storage. For each module of features/registry.ts, a pod
 * gating allows (tests/conformance/featureCases.ts) is opened, the feature's page too, and its main
 * action runs (its test kit's mainAction, features/<id>/testing/) while every `securitypolicyviolation` event and every
 * console "Refused to ..." is collected: none may occur. Then the same pods in a frame of another site
 * (an allowed frame ancestor, as a PSA is): the storage notice and the sign-in form show, and after
 * signing in for this page each feature's page shows text, never a blank page.
 */
let site: ForeignSite; // stands in for the PSA: another site, named in APP_FRAME_ANCESTORS
let server: RunningServer;
let browser: Browser;
let world: WorldView;
const cases = countCases('every feature under the policy');

interface Watch {
  /** CSP violations: `event: ...` (securitypolicyviolation) and `console: ...` (Chromium's "Refused to"/"violates" message). */
  violations: string[];
  errors: string[];
}

/** Collects every violation of the context's pages and frames (init script + exposed binding). */
async function watch(context: BrowserContext): Promise<Watch> {
  const seen: Watch = { violations: [], errors: [] };
  await context.exposeBinding('reportPolicyViolation', (_source, text: string) => void seen.violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(
        `event: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (/^Refused to|violates the following Content Security Policy/.test(message.text()))
        seen.violations.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => seen.errors.push(error.message));
  });
  return seen;
}

/** One signed-in context per sandbox user, reused by every feature that user opens. */
const signedIn = new Map<string, Promise<{ context: BrowserContext; seen: Watch }>>();

function contextFor({ email, mfaCode }: FeatureCase): Promise<{ context: BrowserContext; seen: Watch }> {
  let entry = signedIn.get(email);
  if (!entry) {
    entry = (async () => {
      const context = await browser.newContext({ viewport: { width: 1100, height: 1000 } });
      const seen = await watch(context);
      const page = await context.newPage();
      await openSignIn(page, `${server.url}/login`);
      await signIn(page, { email, mfaCode });
      await page.waitForURL(/\/home$/);
      await page.close();
      return { context, seen };
    })();
    signedIn.set(email, entry);
  }
  return entry;
}

async function signIn(where: Page | Frame, { email, mfaCode }: Pick<FeatureCase, 'email' | 'mfaCode'>): Promise<void> {
  await where.getByLabel('Email').fill(email);
  await where.getByLabel('Password', { exact: true }).fill('sandbox');
  if (mfaCode) await where.getByLabel(/MFA Code/).fill(mfaCode);
  await where.getByRole('button', { name: 'Login' }).click();
}

/** Opens a feature from the pod's sidebar and resolves once its outlet is ready. */
async function openFeature(where: Page | Frame, module: FeatureModule): Promise<string> {
  await where.getByRole('navigation', { name: 'Features' }).getByRole('button', { name: module.title }).click();
  const outlet = where.locator(`[data-feature="${module.id}"][data-state="ready"]`);
  await outlet.waitFor();
  return (await outlet.innerText()).trim();
}

function allowedCase(module: FeatureModule): FeatureCase {
  const { allowed } = featureCases(module, world);
  if (!allowed) throw new Error(`${module.id}: no sandbox pod shows it`);
  return allowed;
}

beforeAll(async () => {
  site = await startForeignSite();
  [server, browser] = await Promise.all([startPreview('dist', { APP_FRAME_ANCESTORS: site.origin }), launchChromium()]);
  world = (await (await fetch(`${server.url}/__sandbox/world`)).json()) as WorldView;
});
afterAll(async () => {
  await Promise.all([...signedIn.values()].map(async (entry) => (await entry).context.close()));
  await browser?.close();
  await server?.stop();
  await site?.close();
});

describe('every feature under the production Content-Security-Policy (Chromium, vite preview of the build)', () => {
  it('the preview sends the production policy: scripts and styles from the app only, framed by the PSA only', async () => {
    await cases.run('policy header', async () => {
      const csp = (await fetch(`${server.url}/login`)).headers.get('content-security-policy') ?? '';
      // Scripts from the app's origin, and the inline scripts by their hashes (the sign-in and the pod's boot scripts).
      expect(csp).toContain(`script-src 'self' ${signInBootScriptSource()} ${podBootScriptSource()};`);
      expect(csp).toMatch(/style-src 'self'(;|$)/);
      expect(csp).not.toContain('unsafe-');
      expect(csp).toContain(`frame-ancestors 'self' ${site.origin}`);
    });
  });

  it('the detector sees a violation (self-test: an inline script the policy refuses)', async () => {
    await cases.run('detector self-test', async () => {
      const context = await browser.newContext();
      const seen = await watch(context);
      const page = await context.newPage();
      await openSignIn(page, `${server.url}/login`);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.body.append(script);
      });
      expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
      // The report arrives as an event after the refusal: wait for it (bounded), then check what it says.
      for (let i = 0; i < 100 && seen.violations.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
      // Both channels saw it: the event and Chromium's console message.
      expect(seen.violations.find((text) => text.startsWith('event: '))).toContain('script-src');
      expect(seen.violations.find((text) => text.startsWith('console: '))).toContain('script-src');
      await context.close();
    });
  });

  it.each(featureModules.map((module) => [module.id, module] as const))(
    '%s: its main action with zero violations',
    async (id, module) => {
      await cases.run(`${id} under the policy`, async () => {
        const pod = allowedCase(module);
        const { context, seen } = await contextFor(pod);
        const [violationsBefore, errorsBefore] = [seen.violations.length, seen.errors.length];
        const page = await context.newPage();
        await page.goto(`${server.url}${pod.url}`);
        await page.locator('[data-useful-screen="ready"]').waitFor();
        expect(await openFeature(page, module)).not.toBe('');
        await testKitOf(module.id).mainAction(page, { baseUrl: server.url, podUrl: pod.url });
        await page.close();
        expect({
          id,
          violations: seen.violations.slice(violationsBefore),
          errors: seen.errors.slice(errorsBefore),
        }).toEqual({ id, violations: [], errors: [] });
      });
    },
  );
});

describe('every feature in a cross-site frame where Chromium blocks storage', () => {
  /** The features by the pod (and user) gating opens them on: one frame and one sign-in per pod. */
  const groups = () => {
    const byPod = new Map<string, { pod: FeatureCase; modules: FeatureModule[] }>();
    for (const module of featureModules) {
      const pod = allowedCase(module);
      const key = `${pod.email} ${pod.url}`;
      byPod.set(key, { pod, modules: [...(byPod.get(key)?.modules ?? []), module] });
    }
    return [...byPod.values()];
  };

  // The full browser: a cross-site frame gets no storage there (launchFullChromium).
  let fullBrowser: Browser;
  beforeAll(async () => {
    fullBrowser = await launchFullChromium();
  });
  afterAll(async () => {
    await fullBrowser?.close();
  });

  it('each feature pod shows the storage notice and sign-in, then its page after signing in for this page', async () => {
    const context = await fullBrowser.newContext({ viewport: { width: 600, height: 900 } });
    const seen = await watch(context);
    const failures: string[] = [];
    for (const { pod, modules } of groups()) {
      const page = await context.newPage();
      await page.goto(site.frameUrl(`${server.url}${pod.url}`));
      const frame = await (await page.waitForSelector('iframe[title="app"]')).contentFrame();
      if (!frame) throw new Error('the iframe has no frame');
      const notice = frame.getByRole('region', { name: 'Storage blocked' });
      await cases
        .run(`${pod.url}: the fallback before sign-in`, async () => {
          await notice.getByText('Your browser blocks storage in embedded frames').waitFor();
          await frame.getByRole('button', { name: 'Login' }).waitFor();
          // Chromium itself denies storage in this cross-site frame: no simulation.
          expect(
            await frame.evaluate(() => {
              try {
                return typeof window.localStorage;
              } catch (e) {
                return (e as Error).message;
              }
            }),
          ).toContain('Access is denied');
        })
        .catch((error: Error) => failures.push(error.message));
      await signIn(frame, pod);
      await frame.locator('[data-useful-screen="ready"]').waitFor();
      await cases
        .runAll(
          modules,
          (module) => `${module.id} in the storage-blocked frame`,
          async (module) => {
            expect(await openFeature(frame, module)).not.toBe('');
            expect(await notice.isVisible()).toBe(true);
          },
        )
        .catch((error: Error) => failures.push(error.message));
      await page.close();
    }
    expect({ failures, violations: seen.violations, errors: seen.errors }).toEqual({
      failures: [],
      violations: [],
      errors: [],
    });
    await context.close();
  });
});
