import { chromium, type Browser } from 'playwright-core';
import { slowBrowser, slowDownFromEnv } from './slowChromium';

/** Debian's Chromium (installed by .ci/run); CHROMIUM_PATH overrides. Never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for a closed network (without them Chromium keeps calling Google's hosts, which this machine refuses). playwright gives each launch a fresh profile. */
const FLAGS = [
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
 * With `E2E_CPU_THROTTLE` / `E2E_LATENCY_MS` set, every page is slowed to expose tests that race it (slowChromium.ts).
 * `args`: flags of the test's own, e.g. `--host-resolver-rules=MAP *.acmedesk.test 127.0.0.1` for made-up hosts.
 */
export async function launchChromium(args: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...FLAGS, ...args], headless: true });
  const slow = slowDownFromEnv();
  return slow ? slowBrowser(browser, slow) : browser;
}
