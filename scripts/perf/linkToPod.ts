/**
 * From the contact's right number to the technician's pod showing them verified: Tess Tech sends a
 * verification link from the ConnectWise pod of ticket 1003 (Carol Nguyen, 400 px), the contact opens it
 * on a phone (320 px), says "Yes, continue" and taps the number the pod shows. Measured from the tap to
 * "Carol Nguyen is verified" in the pod (the hub's event; polling every 2 s is the fallback).
 * Run after `npm run build`:  npm run perf:link-to-pod  (RUNS=9 to change the sample size)
 */
import { launchChromium } from '@tests/support/browser';
import { startPreview } from '@tests/support/previewServer';
import { openPodIn, signedInContext, TESS } from '@tests/support/signedInContext';

const RUNS = Number(process.env.RUNS) || 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startPreview('dist');
const browser = await launchChromium();
try {
  const context = await signedInContext(browser, server.url, TESS);
  const pod = await openPodIn(context, server.url, '/pod/connectwise/acme-cw?ticketId=1003&screen=ticket');
  const phone = await browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  const times: number[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    await pod.getByRole('button', { name: 'Send link by email' }).click();
    const number = Number(await pod.locator('.verification__match-number').textContent());
    const rows = (await (await fetch(`${server.url}/__sandbox/outbox`)).json()) as Array<{
      verifyLink: { url: string } | null;
    }>;
    const page = await phone.newPage();
    await page.goto(rows.find((row) => row.verifyLink)!.verifyLink!.url);
    await page.getByRole('button', { name: 'Yes, continue' }).tap();
    const choice = page.getByRole('button', { name: String(number) });
    await choice.waitFor();
    const t0 = Date.now();
    await choice.tap();
    await pod.getByText('Carol Nguyen is verified').waitFor({ timeout: 30_000 });
    if (run > 0) times.push(Date.now() - t0); // the first run warms the hub and the page's chunks
    await page.close();
    await pod.getByRole('button', { name: 'Verify again' }).click();
  }
  console.log(
    `Right number to the pod showing it verified (production build, Chromium, real hub, ${RUNS} runs after a warm-up):`,
  );
  console.log(`  median ${median(times)} ms, min ${Math.min(...times)} ms, max ${Math.max(...times)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
