import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { acmeTicketPod, goToPod, MAX, openPodIn, TESS, type Technician } from '../support/signedInContext';

/**
 * A verification is evidence about this call (production build, sandbox, real hub, Chromium): an old
 * verification is only a date, a check survives a reload, a verification link is bound to the call by
 * the number the technician reads out and a scanner opening it verifies nothing, failures by any
 * technician are seen by every pod and five lock new checks, and a reset needs two methods.
 */
const suite = setupBrowserSuite('dist');

interface OutboxRow {
  id: string;
  contactId: string;
  channel: string;
  code: string | null;
  status: string;
  verifyLink: { url: string; state: string; reads: number } | null;
}

async function outboxFor(contactId: string): Promise<OutboxRow[]> {
  const rows = (await (await fetch(`${suite.server.url}/__sandbox/outbox`)).json()) as OutboxRow[];
  return rows.filter((row) => row.contactId === contactId);
}

async function consoleAction(path: string): Promise<Response> {
  const response = await fetch(`${suite.server.url}/__sandbox${path}`, { method: 'POST' });
  if (!response.ok) throw new Error(`console ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function podAs(who: Technician, ticketId: string, width = 400): Promise<Page> {
  return goToPod(await suite.page(who, { width, height: 1000 }), suite.server.url, acmeTicketPod(ticketId));
}

const card = (page: Page) => page.locator('section.contact-card');
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The number the pod tells the technician to read out. */
async function matchNumberIn(page: Page): Promise<number> {
  return Number(await page.locator('.verification__match-number').textContent());
}

describe('a verification is evidence about this call (Chromium)', () => {
  it("an eight-week-old verification shows its date in neutral, never a green 'Verified'", async () => {
    const page = await podAs(TESS, '1001'); // Alice Johnson, verified Oct 1, 2026
    await card(page)
      .locator('.contact-card__tags')
      .getByText(/^Last verified Oct 1, 2026, /)
      .waitFor();
    expect(await card(page).locator('.bp6-intent-success').count()).toBe(0);
    await expect(
      page.getByRole('radio', { name: /^Mobile: .* Last verified Oct 1, 2026, \d{1,2}:30 [AP]M$/ }).count(),
    ).resolves.toBe(1);
    const sidebarItem = page.getByRole('button', { name: /^End User Verification/ });
    await expect(sidebarItem.getAttribute('aria-label')).resolves.toBe('End User Verification');
  });

  it('a reload mid-check resumes at the code entry with the countdown running; the outbox holds one message', async () => {
    const page = await podAs(TESS, '1010'); // Dan Okafor at Northwind: opted out of SMS, so by email
    await page.getByRole('radio', { name: /^Work email/ }).check();
    await page.getByRole('button', { name: 'Send code by email' }).click();
    await page.getByLabel('Verification code').waitFor();
    await page.reload();
    await page.getByLabel('Verification code').waitFor();
    await expect(page.getByLabel('Time left').textContent()).resolves.toMatch(/^[0-2]:\d\d$/); // Northwind: 2 minutes
    const sent = await outboxFor('acme-cw-co2-ct4');
    expect(sent).toHaveLength(1);
    // The resumed check is the same one: its code verifies.
    await page.getByLabel('Verification code').fill(sent[0]!.code!);
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByText('Dan Okafor is verified').waitFor();
    await card(page)
      .locator('.contact-card__tags')
      .getByText(/^Verified (just now|1 min ago)$/)
      .waitFor();
    await page.getByRole('button', { name: /^End User Verification, verified/ }).waitFor();
  });

  it('two tabs on one ticket agree: a code sent in one shows in the other, and so does the verification', async () => {
    const first = await podAs(TESS, '1004'); // Dan Okafor: by email (opted out of SMS)
    const second = await openPodIn(
      first.context(),
      suite.server.url,
      '/pod/connectwise/acme-cw?ticketId=1004&screen=ticket',
    );
    await first.getByRole('button', { name: 'Send code by email' }).click();
    await second.getByLabel('Verification code').waitFor();
    const [sent] = await outboxFor('acme-cw-co1-ct4');
    await first.getByLabel('Verification code').fill(sent!.code!);
    await first.getByRole('button', { name: 'Check code' }).click();
    await second.getByText('Dan Okafor is verified').waitFor();
    await card(second)
      .locator('.contact-card__tags')
      .getByText(/^Verified (just now|1 min ago)$/)
      .waitFor();
    expect(await outboxFor('acme-cw-co1-ct4')).toHaveLength(1);
  });

  it('a link a scanner opens verifies nothing; the number the technician reads out verifies the pod live', async () => {
    const pod = await podAs(TESS, '1003'); // Carol Nguyen: email only
    await pod.getByRole('button', { name: 'Send link by email' }).click();
    await pod.getByText(/^Ask Carol to choose/).waitFor();
    const number = await matchNumberIn(pod);
    const [link] = await outboxFor('acme-cw-co1-ct3');
    expect(link).toMatchObject({ channel: 'Link', status: 'pending' });

    // A scanner: a GET of the link (the fragment never leaves the browser), then the console's scan.
    expect((await fetch(link!.verifyLink!.url)).status).toBe(200);
    const scan = await (await consoleAction(`/verification/${link!.id}/scan`)).json();
    expect(scan).toMatchObject({ status: 'pending', linkState: 'open' });
    // A preview that runs the page's script and stops there: still nothing.
    const phone = await suite.browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true });
    const preview = await phone.newPage();
    await preview.goto(link!.verifyLink!.url);
    await preview.getByRole('heading', { name: 'Are you on a call with Tess Tech from Acme MSP right now?' }).waitFor();
    expect(preview.url()).toBe(`${suite.server.url}/verify`); // the token left the address bar
    expect((await outboxFor('acme-cw-co1-ct3'))[0]!.status).toBe('pending');
    await pod.getByText(/^Ask Carol to choose/).waitFor();

    await preview.getByRole('button', { name: 'Yes, continue' }).click();
    await pod.getByText('Carol Nguyen confirmed being on a call with you and is choosing a number.').waitFor();
    await preview.getByRole('button', { name: String(number) }).click();
    await preview.getByRole('heading', { name: 'Thank you: you are verified' }).waitFor();
    await pod.getByText('Carol Nguyen is verified').waitFor();
    expect(
      await card(pod)
        .getByRole('list', { name: /history/i })
        .getByRole('listitem')
        .first()
        .textContent(),
    ).toContain('Link');
    await phone.close();
  });

  it('a wrong number denies the link, and the pod says so at once', async () => {
    const pod = await podAs(TESS, '1009'); // Carol Nguyen at Northwind
    await pod.getByRole('button', { name: 'Send link by email' }).click();
    const number = await pod.locator('.verification__match-number').textContent().then(Number);
    const [link] = await outboxFor('acme-cw-co2-ct3');
    const phone = await suite.browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await phone.newPage();
    await page.goto(link!.verifyLink!.url);
    await page.getByRole('button', { name: 'Yes, continue' }).click();
    const buttons = page.locator('.link-page__number');
    await buttons.first().waitFor();
    const labels = await buttons.allTextContents();
    await page.getByRole('button', { name: labels.find((label) => Number(label) !== number)! }).click();
    await page.getByRole('heading', { name: 'That was not the number' }).waitFor();
    await pod.getByText('Carol Nguyen chose another number than the one you read out.').waitFor();
    await phone.close();
  });

  it('failures by two technicians show the callout in a third browser, live; the fifth locks sends', async () => {
    const ticket = '1008'; // Bob Martinez at Northwind
    const contactId = 'acme-cw-co2-ct2';
    const watcher = await podAs(TESS, ticket, 1280); // a third browser, open on the contact all along
    const tess = await podAs(TESS, ticket);
    const max = await podAs(MAX, ticket);

    // Tess: two wrong codes.
    await tess.getByRole('button', { name: 'Send code by SMS' }).click();
    await tess.getByLabel('Verification code').waitFor();
    const code = (await outboxFor(contactId))[0]!.code!;
    for (let i = 0; i < 2; i++) {
      await tess.getByLabel('Verification code').fill(wrongFor(code));
      await tess.getByRole('button', { name: 'Check code' }).click();
      await tess.getByText(`${4 - i} tries left`, { exact: false }).waitFor();
    }
    expect(await watcher.getByText(/failed verification attempts/).count()).toBe(0);

    // Max: a link the contact answers "No" to. The third failure reaches every pod live.
    // The label, not the hidden input: a two-line label centres its indicator away from the input.
    await max.locator('label').filter({ hasText: 'Work email' }).click();
    await max.getByRole('button', { name: 'Send link by email' }).click();
    // The outbox holds the link once the send is answered (until then its newest entry is Tess's code).
    await max.getByText('Link sent', { exact: true }).waitFor();
    const link = (await outboxFor(contactId))[0]!;
    const phone = await suite.browser.newContext({ viewport: { width: 320, height: 640 } });
    const answer = await phone.newPage();
    await answer.goto(link.verifyLink!.url);
    await answer.getByRole('button', { name: 'No, I did not ask for this' }).click();
    await answer.getByRole('heading', { name: 'Thank you for telling us' }).waitFor();

    const callout = watcher.getByRole('alert').filter({ hasText: '3 failed verification attempts in the last hour' });
    await callout.waitFor();
    await expect(callout.textContent()).resolves.toMatch(
      /By (Tess Tech, Max Factor|Max Factor, Tess Tech)\. Every new check needs a note\./,
    );
    await watcher.getByRole('button', { name: /^End User Verification, 3 failed attempts/ }).waitFor();
    // Every send now asks for a note.
    await watcher.getByLabel(/^Note/).waitFor();

    // Two more failures (with notes): the fifth locks new checks, for every pod.
    await tess.getByRole('button', { name: 'Start over' }).click();
    await tess.getByLabel(/^Note/).fill('Caller insists');
    await tess.getByRole('button', { name: 'Send code by SMS' }).click();
    await tess.getByLabel('Verification code').waitFor();
    const second = (await outboxFor(contactId)).find((row) => row.code && row.status === 'sent')!;
    for (let i = 0; i < 2; i++) {
      await tess.getByLabel('Verification code').fill(wrongFor(second.code!));
      await tess.getByRole('button', { name: 'Check code' }).click();
      await tess.getByText(`${4 - i} tries left`, { exact: false }).waitFor();
    }
    const paused = watcher.getByText(/^Checks paused, ends /);
    await paused.waitFor();
    expect(await watcher.getByRole('button', { name: /^Send / }).count()).toBe(0);
    await watcher.getByRole('alert').filter({ hasText: '5 failed verification attempts in the last hour' }).waitFor();

    await consoleAction('/verification/locks/clear'); // leave the sandbox unlocked for the suites after this one
    await phone.close();
    for (const page of [tess, max]) await page.context().close();
  });

  it('a password reset needs two different methods: 1 of 2, then verified; the ticket note names both', async () => {
    const pod = await podAs(TESS, '1007', 1280); // Alice Johnson at Northwind
    await pod.getByLabel('Caller asks for').selectOption('PasswordReset');
    await pod.getByText('Two different methods are needed for this request.').waitFor();
    await pod.getByRole('radio', { name: /^Mobile/ }).check();
    await pod.getByRole('button', { name: 'Send code by SMS' }).click();
    await pod.getByLabel('Verification code').waitFor();
    const sms = (await outboxFor('acme-cw-co2-ct1'))[0]!;
    await pod.getByLabel('Verification code').fill(sms.code!);
    await pod.getByRole('button', { name: 'Check code' }).click();
    await pod.getByText('1 of 2 methods', { exact: true }).first().waitFor();
    await card(pod).locator('.contact-card__tags').getByText('1 of 2 methods').waitFor();

    // A reload keeps the request and where the call is.
    await pod.reload();
    await pod.getByRole('button', { name: 'Verify with a second method' }).click();
    await expect(pod.getByLabel('Caller asks for').inputValue()).resolves.toBe('PasswordReset');
    // The used mobile is not left selected; back on it, its code cannot count and says why beside the button.
    const mobile = pod.getByRole('radio', { name: /^Mobile/ });
    await expect(mobile.isChecked()).resolves.toBe(false);
    // Its label, as a person clicks it (Blueprint's drawn circle lies over the hidden input).
    await pod.locator('label', { has: mobile }).click();
    await expect(mobile.isChecked()).resolves.toBe(true);
    await expect(pod.getByRole('button', { name: 'Send code by SMS' }).isDisabled()).resolves.toBe(true);
    await pod.getByText(/^SMS code and link by SMS cannot be the second method: this phone already verified/).waitFor();

    await pod.getByRole('button', { name: 'Send Microsoft push' }).click();
    await pod.getByText(/^Waiting for Alice Johnson to approve/).waitFor();
    const push = (await outboxFor('acme-cw-co2-ct1'))[0]!;
    await consoleAction(`/verification/${push.id}/approve`);
    await pod.getByText('Alice Johnson is verified for a password reset').waitFor();
    await card(pod)
      .locator('.contact-card__tags')
      .getByText(/^Verified (just now|1 min ago)$/)
      .waitFor();
    await pod.getByRole('button', { name: 'Add a note to the ticket' }).click();
    await pod.getByText(/^Note added to the ticket by Tess Tech/).waitFor();
    const notes = (await (await fetch(`${suite.server.url}/__sandbox/ticket-notes`)).json()) as Array<{
      ticketId: string;
      text: string;
    }>;
    const note = notes.find((n) => n.ticketId === '1007')!.text;
    expect(note).toContain('Request: Password reset (2 methods)');
    expect(note.indexOf('Method: SMS code')).toBeGreaterThan(-1);
    expect(note.indexOf('Method: SMS code')).toBeLessThan(note.indexOf('Method: Microsoft push'));
  });
});
