/**
 * Every feature page at 320 px and 1280 px (the verification report at 1024 px too), light and dark, as PNG files
 * side by side for a design review (one header, one time format, one status tag, one message look everywhere). A
 * page that scrolls sideways is named, and the run fails. Against the production build
 * by default, or a running server (`npm start`'s dev server: the page as a newcomer sees it):
 *   npm run build && npm run screens                      (files in screens/)
 *   npm run screens -- --url http://localhost:5173 --out /tmp/screens
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '@tests/support/browser';
import { startPreview, type RunningServer } from '@tests/support/previewServer';
import { signedInContext, type Technician } from '@tests/support/signedInContext';

const { values } = parseArgs({ options: { url: { type: 'string' }, out: { type: 'string', default: 'screens' } } });

interface Shot {
  feature: string;
  who: Technician;
  pod: string;
  /** @default WIDTHS */
  widths?: readonly number[];
}

const TESS: Technician = { email: 'tech@sandbox.test' };
const DEMO: Technician = { email: 'demo@sandbox.test' };
const TICKET = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';
const SHOTS: Shot[] = [
  { feature: 'endUserVerification', who: TESS, pod: TICKET },
  { feature: 'clientPortalChats', who: TESS, pod: TICKET },
  { feature: 'secureDataSharing', who: TESS, pod: TICKET },
  { feature: 'technicianVerification', who: TESS, pod: TICKET },
  { feature: 'smsMessaging', who: TESS, pod: TICKET },
  { feature: 'quickTicket', who: TESS, pod: '/pod/connectwise/acme-cw?ticketId=acme-cw-co1-ct2&screen=contact' },
  // Teams shows where the plan filter is skipped: the demo subscription.
  { feature: 'msTeamsChats', who: DEMO, pod: '/pod/connectwise/demo-cw?ticketId=1307&screen=ticket' },
  // The report's table must fit a laptop's 1024 px as well as 1280 px without scrolling sideways.
  { feature: 'verificationReport', who: TESS, pod: TICKET, widths: [320, 1024, 1280] },
];
const WIDTHS = [320, 1280];
const THEMES = ['light', 'dark'] as const;

const server: RunningServer | null = values.url ? null : await startPreview('dist');
const base = values.url ?? server!.url;
const browser = await launchChromium();
await mkdir(values.out, { recursive: true });
let written = 0;
const sideways: string[] = [];
try {
  for (const shot of SHOTS) {
    for (const width of shot.widths ?? WIDTHS) {
      for (const theme of THEMES) {
        const context = await signedInContext(browser, base, shot.who, { width, height: 900 });
        await context.addInitScript(`localStorage.setItem('theme', ${JSON.stringify(theme)});`);
        const page = await context.newPage();
        await page.goto(`${base}${shot.pod}&page=${shot.feature}`);
        await page.locator(`[data-feature="${shot.feature}"][data-state="ready"]`).waitFor({ timeout: 20_000 });
        // Let the page's own first requests land (lists, settings) before the picture.
        await page.waitForLoadState('networkidle');
        // A spinner still turning is a page caught half-loaded (the network can be idle while a panel waits on
        // its realtime connection): wait for it, and say so rather than keep a picture of a spinner.
        const settled = await page
          .waitForFunction(() => document.querySelectorAll('.bp6-spinner').length === 0, null, { timeout: 15_000 })
          .then(
            () => true,
            () => false,
          );
        if (!settled) console.warn(`${shot.feature} at ${width} px (${theme}) still shows a spinner after 15 s`);
        const file = join(values.out, `${shot.feature}-${width}-${theme}.png`);
        // The page, or any box in it that scrolls, wider than it shows: a horizontal scroll bar.
        const wide = await page.evaluate(() =>
          [document.documentElement, ...document.querySelectorAll<HTMLElement>('body *')]
            .filter((el) => el.scrollWidth > el.clientWidth + 1)
            .filter((el) => el === document.documentElement || /auto|scroll/.test(getComputedStyle(el).overflowX))
            .map((el) => (el === document.documentElement ? 'the page' : `.${[...el.classList].join('.')}`)),
        );
        if (wide.length) sideways.push(`${file}: ${wide.join(', ')}`);
        await page.screenshot({ path: file, fullPage: true });
        written++;
        await context.close();
      }
    }
  }
  console.log(`${written} screenshots in ${values.out}/ (feature-width-theme.png)`);
  if (sideways.length) {
    console.error(`Scrolls sideways:\n  ${sideways.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server?.stop();
}
