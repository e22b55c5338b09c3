import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { openSignedInPod } from '../support/signedInPod';

/**
 * The pod as a technician uses it all day, in Chromium on the production build: the
 * policies banner fits the page and lines up with the card, its text keeps simple formatting and runs
 * nothing, the main action is in view at 320x640 with the banner open (and the pushes once it is closed, which
 * it stays), and focus follows the flow.
 */
const suite = setupBrowserSuite('dist');

interface OutboxEntry {
  id: string;
  code: string | null;
  status: string;
  contactId: string;
}

async function latestCode(): Promise<string> {
  const rows = (await (await fetch(`${suite.server.url}/__sandbox/outbox`)).json()) as OutboxEntry[];
  const sent = rows.find((row) => row.status === 'sent' && row.code);
  if (!sent?.code) throw new Error('No code in the outbox.');
  return sent.code;
}

/** Bob Martinez's ticket at Contoso Dental, whose policies open the banner on mount. */
const BOB_POD = '/pod/connectwise/acme-cw?ticketId=1002&screen=ticket';

async function openPod(width: number, height: number, before?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await openSignedInPod(suite, BOB_POD, { width, height }, before);
  await page.getByRole('region', { name: 'Company Policies' }).waitFor();
  return page;
}

describe('the pod at 320, 400 and 1280 px (Chromium)', () => {
  it.each([320, 400, 1280])(
    'at %i px the Company Policies banner is no wider than the page and lines up with the card',
    async (width) => {
      const page = await openPod(width, 800);
      const box = await page.evaluate(() => {
        const banner = document.querySelector('.policies-banner')!.getBoundingClientRect();
        const card = document.querySelector('.pod__card')!.getBoundingClientRect();
        return {
          scrollWidth: document.documentElement.scrollWidth,
          pageWidth: document.documentElement.clientWidth,
          banner: [banner.left, banner.right],
          card: [card.left, card.right],
        };
      });
      expect(box.scrollWidth).toBe(box.pageWidth); // no sideways scrollbar
      expect(box.banner[1]).toBeLessThanOrEqual(box.pageWidth);
      expect(box.banner.map(Math.round)).toEqual(box.card.map(Math.round));
    },
  );

  it('the policy text keeps its bold and shows no raw tags', async () => {
    const page = await openPod(400, 800);
    const banner = page.getByRole('region', { name: 'Company Policies' });
    await expect(banner.locator('b').textContent()).resolves.toBe('Never');
    await expect(banner.textContent()).resolves.not.toContain('<b>');
  });

  it('hostile policy markup renders its text and its safe formatting; nothing in it runs', async () => {
    const dialogs: string[] = [];
    const page = await openPod(400, 800, async (p) => {
      p.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await p.route('**/api/CompanyVerificationSettings/**', (route) =>
        route.fulfill({
          json: {
            showVerificationBannerOnMount: true,
            verificationBannerText:
              '<p>Read <a href="https://kb.example/p" onclick="alert(1)">the policy</a>.</p><img src=x onerror="alert(2)"><script>alert(3)</script>' +
              '<a href="javascript:alert(4)">click</a><svg onload="alert(5)"></svg><iframe srcdoc="<script>alert(6)</script>"></iframe><ul><li><i>Never</i> read codes aloud</li></ul>',
            data: null,
          },
        }),
      );
    });
    const banner = page.getByRole('region', { name: 'Company Policies' });
    await banner.getByText('read codes aloud').waitFor();
    const found = await banner.evaluate((root) => ({
      live: root.querySelectorAll('script, img, svg, iframe, object, embed, style').length,
      handlers: [...root.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
      ),
      links: [...root.querySelectorAll('.policies-banner__text a')].map((a) => [
        a.getAttribute('href'),
        a.getAttribute('target'),
        a.getAttribute('rel'),
      ]),
      italic: root.querySelector('li i')?.textContent,
    }));
    expect(found).toEqual({
      live: 0,
      handlers: [],
      links: [['https://kb.example/p', '_blank', 'noopener noreferrer']],
      italic: 'Never',
    });
    await banner.getByText('click').click(); // the javascript: link is plain text now
    expect(dialogs).toEqual([]);
  });

  it('at 320x640 with the banner open the main action is on the first screen, above the one list of phones and emails; once closed, the banner stays closed and the pushes are in view too', async () => {
    const page = await openPod(320, 640);
    await page.getByRole('button', { name: 'Send code by SMS' }).waitFor(); // the panel's settings have loaded
    await expect(page.getByRole('radio').count()).resolves.toBe(4);
    await expect(page.getByRole('list', { name: 'Phone numbers and email addresses' }).count()).resolves.toBe(0);
    const bottomOf = async (name: string) => {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      return box.y + box.height;
    };
    const list = (await page.getByRole('radiogroup').boundingBox())!;
    for (const name of ['Send code by SMS', 'Send link by SMS']) {
      expect(await bottomOf(name)).toBeLessThanOrEqual(640);
      expect(await bottomOf(name)).toBeLessThanOrEqual(list.y);
    }
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

    await page.getByRole('region', { name: 'Company Policies' }).getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Send code by SMS' }).waitFor();
    expect(await page.getByRole('region', { name: 'Company Policies' }).count()).toBe(0);
    for (const name of ['Send code by SMS', 'Send link by SMS', 'Send Duo push'])
      expect(await bottomOf(name)).toBeLessThanOrEqual(640);
  });

  it('focus follows the flow: the code field after Send code and after a wrong code (tries left said), then the result', async () => {
    const page = await openPod(320, 640);
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    const field = page.getByLabel('Verification code');
    await field.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'verification-code');
    await expect(field.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await expect(field.getAttribute('inputmode')).resolves.toBe('numeric');
    const inView = () =>
      field.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      });
    await expect(inView()).resolves.toBe(true);

    const code = await latestCode();
    await page.keyboard.type(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.keyboard.press('Enter');
    await page.getByText('That code is not correct. 4 tries left.').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'verification-code');
    await expect(inView()).resolves.toBe(true);
    await expect(page.locator('.verification__announce').textContent()).resolves.toBe(
      'Not the right code. Tries left: 4.',
    );

    await page.keyboard.type(code); // the wrong code is selected: typing replaces it
    await page.keyboard.press('Enter');
    await page.getByText('Bob Martinez is verified').waitFor();
    await page.waitForFunction(
      () => document.activeElement?.textContent?.includes('Bob Martinez is verified') ?? false,
    );
    await expect(page.locator('.verification__announce').textContent()).resolves.toBe('Verified: Bob Martinez.');
  });
});
