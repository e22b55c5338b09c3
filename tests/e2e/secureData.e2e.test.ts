import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { acmeTicketPod } from '../support/signedInContext';
import { openSignedInPod } from '../support/signedInPod';

/**
 * Secure Data Sharing end to end: production build, sandbox backend, real Chromium. The sandbox's
 * console API plays the contact (opens links, answers requests).
 */
const suite = setupBrowserSuite('dist');

interface ConsoleView {
  items: Array<{ id: string; status: string; channel: string | null; recipient: string | null }>;
  requests: Array<{ id: string; title: string; status: string; recipient: string | null }>;
}

async function consoleView(): Promise<ConsoleView> {
  return (await fetch(`${suite.server.url}/__sandbox/secure-data`)).json();
}

function consolePost(path: string, body?: unknown): Promise<Response> {
  return fetch(`${suite.server.url}/__sandbox/secure-data${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Signs in as the Pro technician, opens a ConnectWise ticket's pod, then Secure Data Sharing in the sidebar. */
async function openSecureData(ticketId: string, width = 400): Promise<Page> {
  const page = await openSignedInPod(suite, acmeTicketPod(ticketId), { width, height: 1000 });
  await page.getByRole('button', { name: 'Secure Data Sharing' }).click();
  await page.getByRole('heading', { name: 'Secure Data Sharing' }).waitFor();
  return page;
}

describe('Secure Data Sharing (Chromium)', () => {
  it('sends a generated password by SMS; the contact opens it once, the second open is refused', async () => {
    const page = await openSecureData('1002'); // Bob Martinez
    await page.getByRole('button', { name: 'Send secure data' }).click();
    await page.getByRole('button', { name: 'Generate password' }).click();
    const secret = page.getByLabel('Secret', { exact: true });
    await page.waitForFunction(
      () => (document.getElementById('secure-data-secret') as HTMLInputElement | null)?.value.length === 16,
    );
    const password = await secret.inputValue();
    await expect(secret.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Create secure link' }).click();
    await page.getByRole('button', { name: 'Send by SMS' }).click();
    await page.getByText(/^Sent to Bob Martinez at \+1 \(555\) 010-2002 · /).waitFor();
    // The button is still there: clicking it again asks before a second text, and Cancel sends nothing.
    await page.getByRole('button', { name: 'Send again by SMS' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });

    const item = (await consoleView()).items.find((i) => i.status === 'sent' && i.recipient === '0555 010 2002');
    expect(item).toMatchObject({ channel: 'sms' });
    const first = await consolePost(`/${item!.id}/open`);
    expect(await first.json()).toMatchObject({ secret: password });
    const second = await consolePost(`/${item!.id}/open`);
    expect(second.status).toBe(410);
    expect((await second.json()).message).toBe('This link has already been opened.');
    expect(JSON.stringify(await consoleView())).not.toContain(password);
    // Never kept by the browser either.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + location.href,
    );
    expect(stored).not.toContain(password);
  });

  it('requests data, the contact answers from the console: Show answer shows it in the pod and the table updates', async () => {
    const page = await openSecureData('1003'); // Carol Nguyen: email only
    await page.getByText('No data requests for this ticket yet.').waitFor();
    await page.getByRole('button', { name: 'Request data' }).click();
    await page.getByLabel('What do you need from the contact?').fill('the license key');
    await page.getByRole('button', { name: 'Create request' }).click();
    await page.getByRole('button', { name: 'Send by email' }).click();
    await page.getByText(/^Sent to Carol Nguyen at carol\.nguyen@contoso\.example · /).waitFor();
    const table = page.getByRole('list', { name: 'Data requests' });
    await table.getByText('Waiting').waitFor();

    const request = (await consoleView()).requests.find((r) => r.title === 'the license key' && r.status === 'sent');
    expect(request).toBeDefined();
    const answered = await consolePost(`/requests/${request!.id}/answer`, { text: 'KEY-42-ABCD' });
    expect(answered.status).toBe(200);

    // The page polls while it is open; the answer waits for the technician to ask for it.
    await page.getByRole('button', { name: 'Show answer', exact: true }).click({ timeout: 15_000 });
    await page.getByText('Answer: the license key').waitFor();
    await expect(page.getByLabel('Answer text').inputValue()).resolves.toBe('KEY-42-ABCD');
    await table.getByText('Answer read').waitFor();
    await page.getByRole('button', { name: 'Hide answer' }).click();
    await expect(page.getByText('Answer: the license key').count()).resolves.toBe(0);
  });

  it('in a 320 px pod every request shows its time and Show answer keeps its words on one line, full width on the panel', async () => {
    const page = await openSecureData('1001', 320); // Alice Johnson: 12 seeded requests, the newest waiting
    const waiting = (await consoleView()).requests.find(
      (r) => r.status === 'sent' && r.title && r.recipient?.startsWith('alice'),
    );
    expect(waiting).toBeDefined();
    expect((await consolePost(`/requests/${waiting!.id}/answer`, { text: 'KEY-320' })).status).toBe(200);
    const list = page.getByRole('region', { name: 'Data requests' });
    const show = list.getByRole('button', { name: `Show answer: ${waiting!.title}` });
    await show.waitFor({ timeout: 15_000 });

    // Each row says when (a visible clock time), not only the status.
    const rows = list.locator('tbody tr, li');
    expect(await rows.count()).toBe(5);
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/\d{1,2}:\d{2}/);
    // One line: a small button is one line high (about 24 px), never a column of letters.
    expect((await show.boundingBox())!.height).toBeLessThan(40);

    // The request's panel (reopened from the address): Show answer spans the panel.
    await page.goto(`${page.url()}&step=${encodeURIComponent(`request:${waiting!.id}`)}`);
    const panelShow = page.getByRole('button', { name: 'Show answer', exact: true });
    await panelShow.waitFor();
    const step = (await page.getByRole('group', { name: `Request: ${waiting!.title}` }).boundingBox())!;
    const button = (await panelShow.boundingBox())!;
    expect(button.height).toBeLessThan(40);
    expect(button.width).toBeGreaterThan(step.width * 0.9);
    await expect(page.getByText('KEY-320').count()).resolves.toBe(0);
    await panelShow.click();
    await expect(page.getByLabel('Answer text').inputValue()).resolves.toBe('KEY-320');
  });

  it("in a 320 px pod the send form fits the screen even where a file input is wide (WebKit's 272 px)", async () => {
    const page = await openSecureData('1001', 320);
    // What WebKit gives a file input: wider than the form's 242 px box at 320 px (a constructed sheet: the policy
    // refuses inline styles).
    await page.evaluate(() => {
      const webkitLike = new CSSStyleSheet();
      webkitLike.replaceSync('input[type="file"] { width: 272px; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, webkitLike];
    });
    await page.getByRole('button', { name: 'Send secure data' }).click();
    const create = page.getByRole('button', { name: 'Create secure link' });
    await create.scrollIntoViewIfNeeded();
    const [input, box] = [
      (await page.getByLabel('Add files').boundingBox())!,
      (await page.locator('.bp6-file-input').boundingBox())!,
    ];
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const target = (await create.boundingBox())!;
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: target.x + target.width / 2, y: target.y + target.height / 2 },
    );
    expect({ inputWidth: Math.round(input.width), sideways, onTop }).toEqual({
      inputWidth: Math.round(box.width),
      sideways: 0,
      onTop: 'Create secure link',
    });
  });

  it('Back returns to the previous step and a reload keeps it; the Sent list says when the contact opened a link', async () => {
    const page = await openSecureData('1004'); // Dan Okafor: his mobile opted out, email works
    await page.getByRole('button', { name: 'Send secure data' }).click();
    await page.getByLabel('Secret', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('step')).toBe('send');
    await page.goBack();
    await page.getByRole('button', { name: 'Request data' }).waitFor();
    expect(new URL(page.url()).searchParams.has('step')).toBe(false);

    await page.goForward();
    await page.getByLabel('Secret', { exact: true }).fill('door code 4711');
    await page.getByRole('button', { name: 'Create secure link' }).click();
    // Blueprint draws the radio's indicator over its input: a person clicks the label.
    await page.locator('label').filter({ hasText: 'Work email' }).click();
    await page.getByRole('button', { name: 'Send by email' }).click();
    await page.getByText(/^Sent to Dan Okafor at dan\.okafor@contoso\.example · /).waitFor();
    const item = (await consoleView()).items.find(
      (i) => i.status === 'sent' && i.recipient === 'dan.okafor@contoso.example',
    );
    expect(new URL(page.url()).searchParams.get('step')).toBe(`link:${item!.id}`);

    await page.reload();
    const panel = page.getByRole('group', { name: 'Secure link' });
    await panel.getByText('Not opened').waitFor();
    expect((await consolePost(`/${item!.id}/open`)).status).toBe(200);
    // The page's poll (every 3 s) sees it.
    await panel.getByText('Opened', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('list', { name: 'Sent' }).getByText('Opened', { exact: true }).waitFor();
  });

  it('the external entry with page=secureData lands on Secure Data Sharing', async () => {
    const response = await fetch(`${suite.server.url}/api/Token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
    });
    const session = (await response.json()) as { accessToken: string; refreshToken: string; userId: string };
    const page = await suite.browser.newPage({ viewport: { width: 400, height: 900 } });
    const query = new URLSearchParams({
      token: session.accessToken,
      refreshToken: session.refreshToken,
      userId: session.userId,
      psa: 'ConnectWise',
      psaId: 'acme-cw',
      itemId: '1001',
      itemType: 'ticket',
      page: 'secureData',
    });
    await page.goto(`${suite.server.url}/external?${query}`);
    await page.getByRole('heading', { name: 'Secure Data Sharing' }).waitFor();
    await page.getByRole('button', { name: 'Send secure data' }).waitFor();
    expect(page.url()).toMatch(/\/pod\/connectwise\/acme-cw\?/);
    expect(page.url()).not.toContain(session.accessToken);
  });
});
