// One headless Firefox ESR page behind a pipe, driven over WebDriver BiDi by puppeteer-core (tests/support/firefox.ts
// starts it). puppeteer-core is an ES module only, which the test runner's CommonJS cannot load; this process can.
// Requests, one JSON line each on stdin: {id, op: 'goto', url} or {id, op: 'evaluate', expression}; each answer is
// one JSON line on stdout: {id, value} or {id, error}. The first line out is {ready: true}. When stdin closes,
// Firefox closes.
import { createInterface } from 'node:readline';
import puppeteer from 'puppeteer-core';

const viewport = { width: Number(process.env.FIREFOX_WIDTH || 320), height: Number(process.env.FIREFOX_HEIGHT || 640) };
const browser = await puppeteer.launch({
  browser: 'firefox',
  executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
  headless: true,
  // Mozilla's services are out of reach on a closed network: do not ask them.
  extraPrefsFirefox: {
    'app.update.enabled': false,
    'browser.safebrowsing.malware.enabled': false,
    'browser.safebrowsing.phishing.enabled': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'network.captive-portal-service.enabled': false,
    'network.connectivity-service.enabled': false,
  },
});
const page = await browser.newPage();
// WebDriver BiDi's browsingContext.setViewport on the page's context, straight: puppeteer-core's setViewport also sets
// the screen's orientation, a command Debian's ESR (140.12) does not know, and then sets nothing.
await page.mainFrame().browsingContext.setViewport({ viewport, devicePixelRatio: null });
const inner = await page.evaluate('[window.innerWidth, window.innerHeight]');
if (inner[0] !== viewport.width)
  throw new Error(`Firefox's viewport is ${inner.join(' x ')}, not ${viewport.width} wide`);
const answer = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
answer({ ready: true });
for await (const line of createInterface({ input: process.stdin })) {
  const { id, op, url, expression } = JSON.parse(line);
  try {
    if (op === 'goto') answer({ id, value: (await page.goto(url), null) });
    else answer({ id, value: (await page.evaluate(expression)) ?? null });
  } catch (error) {
    answer({ id, error: error instanceof Error ? error.message : String(error) });
  }
}
await browser.close();
