import { chromium, type Browser } from 'playwright-core';
import { leaseBrowserEndpoint } from './browserLease';
import { slowBrowser, slowDownFromEnv } from './slowChromium';

/**
 * Debian's Chromium headless shell (installed by `npm test` and .ci/run); CHROMIUM_PATH overrides. Never a downloaded
 * browser. The same engine as the full browser without its window layers: half the browser layer's CPU (decision 196).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/**
 * Debian's full Chromium; FULL_CHROMIUM_PATH overrides. Its contexts are private windows, where Chromium denies
 * storage to cross-site frames ("Access is denied for this document."), as a browser that blocks third-party
 * cookies does; the headless shell lets such a frame have storage. For the tests of a pod in a storage-blocked frame.
 */
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Flags for a closed network (without them Chromium keeps calling Google's hosts, which this machine refuses).
 * Each launch gets a fresh profile.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Headless Chromium. In the browser tests it is the jest worker's one Chromium, connected to for this
 * file: its contexts are this file's alone, and `close()` closes them and leaves the browser to the
 * worker's next file. Elsewhere (the perf and screen scripts), or with `args` (flags of the test's own,
 * e.g. `--host-resolver-rules=MAP *.acmedesk.test 127.0.0.1` for made-up hosts), a browser of its own.
 * With `E2E_CPU_THROTTLE` / `E2E_LATENCY_MS` set, every page is slowed to expose tests that race it (slowChromium.ts).
 */
export async function launchChromium(args: readonly string[] = []): Promise<Browser> {
  const endpoint = args.length === 0 ? await leaseBrowserEndpoint() : null;
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...args], headless: true });
  return slowedFromEnv(browser);
}

/** A full Chromium of the file's own, whose cross-site frames get no storage (FULL_CHROMIUM_PATH above). */
export async function launchFullChromium(args: readonly string[] = []): Promise<Browser> {
  return slowedFromEnv(
    await chromium.launch({ executablePath: FULL_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...args], headless: true }),
  );
}

function slowedFromEnv(browser: Browser): Browser {
  const slow = slowDownFromEnv();
  return slow ? slowBrowser(browser, slow) : browser;
}
