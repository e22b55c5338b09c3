import type { Locator, Page } from 'playwright-core';
import { setupDevServerSuite } from '../support/devServerSuite';
import { acmeTicketPod, sessionOf, goToPod, MAX, openPodIn, signedInContext, TESS } from '../support/signedInContext';
import { untilHubSubscribed } from '../support/hubConnections';
import { sandboxConsole } from '../support/sandboxConsole';
import {
  cardTags,
  ISO_MOMENT,
  type OutboxRow,
  sidebarItem,
  verificationSteps,
  wrongFor,
} from '../support/verificationSteps';

/**
 * One live flow per realtime feature against `npm start`'s dev server (Vite, development React), not the
 * production build the other browser suites use: in development StrictMode mounts every page, unmounts
 * it and mounts it again, so a page store that does not survive that has no live updates there only
 * (Client Portal Chats had none). Real SignalR hub and Pusher server of the sandbox, real Chromium; the
 * sandbox console's JSON routes play the other side.
 */
// No OpenID provider: no flow here signs in with Microsoft.
const suite = setupDevServerSuite({ SANDBOX_NO_OIDC: '1' }, '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket');
const { tab, base } = suite;
const sandbox = sandboxConsole(base);
const { get: consoleGet, post: consolePost } = sandbox;
const hubSubscribed = (userId: string, since: number) => untilHubSubscribed(base(), userId, since);
const { latestCodeFor, sentTo, latestSendOf, podWithClock, verifyBySms, checkEmailCode, reportRows, underPolicy } =
  verificationSteps({ base, browser: () => suite.browser, console: sandbox });

/** Opens the pod signed in as `email`, then the feature's page from the sidebar. */
async function openFeature(email: string, podPath: string, feature: string): Promise<Page> {
  const page = await goToPod(await tab.take({ email }, { width: 1100, height: 900 }), base(), podPath);
  await page.getByRole('navigation', { name: 'Features' }).getByRole('button', { name: feature }).click();
  await page.locator('.feature-outlet[data-state="ready"]').waitFor();
  return page;
}

/** The live path brought it: it appears (within the wait's bound) and is visible, once. */
async function shows(locator: Locator): Promise<void> {
  await locator.waitFor();
  expect(await locator.count()).toBe(1);
  expect(await locator.isVisible()).toBe(true);
}

describe('live updates under npm start (dev server, StrictMode)', () => {
  it('SMS Messaging: a reply from the contact shows live (hub)', async () => {
    const since = Date.now();
    const page = await openFeature(
      'tech@sandbox.test',
      '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket',
      'SMS Messaging',
    );
    const list = page.getByRole('list', { name: 'Messages with Alice Johnson' });
    await list.waitFor();
    await hubSubscribed('u-tech', since);
    await consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'SMS reply under npm start' });
    await shows(list.getByText('SMS reply under npm start'));
  });

  it('MS Teams Chats: a reply from the contact shows live (hub)', async () => {
    const world = await consoleGet<{
      tickets: Array<{ id: string; psaId: string; contactId: string | null; kind: string }>;
    }>('/world');
    const ticket = world.tickets.find(
      (t) => t.psaId === 'demo-cw' && t.contactId === 'demo-cw-co1-ct1' && t.kind === 'ticket',
    )!;
    // Teams shows where the plan filter is skipped: the demo subscription.
    const since = Date.now();
    const page = await openFeature(
      'demo@sandbox.test',
      `/pod/connectwise/demo-cw?ticketId=${ticket.id}&screen=ticket`,
      'MS Teams Chats',
    );
    await page.getByRole('button', { name: 'Start a Teams chat' }).click();
    await page.getByText('No messages yet.').waitFor();
    const conversations =
      await consoleGet<Array<{ id: string; transport: string; crmId: string; ticketId: string }>>(
        '/messages/conversations',
      );
    const chat = conversations.find(
      (c) => c.transport === 'teams' && c.crmId === 'demo-cw' && c.ticketId === ticket.id,
    )!;
    await hubSubscribed('u-demo', since);
    await consolePost('/messages/reply', { channelId: chat.id, body: 'Teams reply under npm start' });
    await shows(page.getByRole('list', { name: /^Messages with / }).getByText('Teams reply under npm start'));
  });

  it("Client Portal Chats: the client's typing notice and message show live (Pusher)", async () => {
    const page = await openFeature(
      'tech@sandbox.test',
      '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket',
      'Client Portal Chats',
    );
    await page
      .getByRole('list', { name: 'Chats on this ticket' })
      .getByRole('button', { name: /Alice Johnson/ })
      .click();
    const chat = page.getByRole('region', { name: 'Chat with Alice Johnson' });
    await chat.waitFor();
    // 'live' is set only by the subscription of the page as mounted now (StrictMode's first mount's is ended).
    await page.locator('[data-live-state="live"]').waitFor();
    const chats = await consoleGet<Array<{ id: string; psaId: string; ticketId: string; isClosed: boolean }>>('/chats');
    const open = chats.find((c) => c.psaId === 'acme-cw' && c.ticketId === '1001' && !c.isClosed)!;
    await consolePost(`/chats/${open.id}/typing`);
    await chat.getByText('Alice Johnson is typing…').waitFor();
    await consolePost(`/chats/${open.id}/client-message`, { body: 'Portal message under npm start' });
    await shows(chat.getByText('Portal message under npm start'));
  });

  it('Technician Verification: an end user’s request shows live (hub)', async () => {
    const since = Date.now();
    const page = await openFeature(
      'tech@sandbox.test',
      '/pod/connectwise/acme-cw?ticketId=1002&screen=ticket',
      'Technician Verification',
    );
    await page.getByRole('heading', { name: 'Technician Verification' }).waitFor();
    await hubSubscribed('u-tech', since);
    await consolePost('/tech-verifications/request', { psaId: 'acme-cw', ticketId: '1002' });
    await shows(page.getByRole('article', { name: 'Bob Martinez Verification requested' }));
  });

  it("End User Verification: another technician's verification shows live in the card (hub), as another call's", async () => {
    const since = Date.now();
    const page = await goToPod(await tab.take(TESS, { width: 400, height: 900 }), base(), acmeTicketPod('1004')); // Dan Okafor
    await page.locator('.contact-card__tags').getByText('Never verified').waitFor();
    await hubSubscribed('u-tech', since);
    // Max Factor, elsewhere, sends a Duo push to Dan, and Dan approves it: only the hub can tell this pod.
    const max = await (
      await fetch(`${base()}/api/User/MultiFactorLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'mfa@sandbox.test', password: 'sandbox', mfaCode: '246810' }),
      })
    ).json();
    const push = await (
      await fetch(`${base()}/api/PsaContactValidation/sendDuoPush`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${max.accessToken}` },
        body: JSON.stringify({
          psaId: 'acme-cw',
          ticketId: '1004',
          contactId: 'acme-cw-co1-ct4',
          note: '',
          request: 'Other',
          callId: 'call-max',
        }),
      })
    ).json();
    await consolePost(`/verification/${push.validationId}/approve`);
    // In the history at once, named; in neutral: it was Max's call, not this technician's.
    await shows(
      page
        .locator('section.contact-card')
        .getByRole('list', { name: /history/i })
        .getByText('by Max Factor on #T1004'),
    );
    await shows(page.locator('.contact-card__tags').getByText('Not verified for this call'));
    await shows(
      page.locator('.verification__result').getByText(/^Verified by Max Factor on #T1004 (just now|1 min ago)$/),
    );
    expect(await page.locator('.sidebar__dot--success').count()).toBe(0);
  });
});

describe('verification never overstates (dev server; a page clock where time moves)', () => {
  it('the window closes with the pod left open: tag, result, sidebar dot, its label and the phone turn neutral together', async () => {
    const page = await podWithClock(TESS, '1007'); // Alice Johnson at Northwind: a verification counts 15 minutes
    await verifyBySms(page, 'acme-cw-co2-ct1');
    await page.getByText('Alice Johnson is verified').waitFor();
    await cardTags(page)
      .getByText(/^Verified (just now|1 min ago)$/)
      .waitFor();
    await expect(sidebarItem(page).getAttribute('aria-label')).resolves.toMatch(/^End User Verification, verified/);

    await page.clock.fastForward('16:00');
    const result = page.locator('.verification__result');
    await result.getByText('Alice Johnson was verified 16 min ago; verification for this call has expired').waitFor();
    await expect(result.getByRole('button', { name: 'Verify again' }).getAttribute('class')).resolves.toContain(
      'bp6-intent-primary',
    );
    expect(await result.getByRole('button', { name: 'Add a note to the ticket' }).count()).toBe(0);
    await cardTags(page).getByText('Last verified 16 min ago').waitFor();
    expect(await page.locator('section.contact-card .bp6-intent-success').count()).toBe(0);
    await expect(sidebarItem(page).getAttribute('aria-label')).resolves.toBe('End User Verification');
    expect(await page.locator('.sidebar__dot--success').count()).toBe(0);
    // The history says its age the same way (the kit's time ages on its own quarter-minute clock).
    const newest = page
      .locator('section.contact-card')
      .getByRole('list', { name: /history/i })
      .getByRole('listitem')
      .first();
    await newest.getByText('16 min ago').waitFor();
    expect(await newest.getByText(/^This call/).count()).toBe(0);
    await page.getByRole('button', { name: 'Verify again' }).click();
    await page.getByRole('radio', { name: /^Mobile: .* Last verified 16 min ago$/ }).waitFor();
    await page.context().close();
  });

  // No clock moves here: the file's tab serves both pods, one after the other.
  it('no code to a shared line or to a contact who opted out: the SMS actions are disabled with the reason beside them', async () => {
    // Dan Okafor (Northwind) replied STOP.
    const page = await goToPod(await tab.take(TESS, { width: 400, height: 900 }), base(), acmeTicketPod('1010'));
    // The label, not the hidden input: a two-line label centres its indicator away from the input.
    await page.locator('label').filter({ hasText: 'Mobile' }).click();
    for (const name of ['Send code by SMS', 'Send link by SMS'])
      await expect(page.getByRole('button', { name }).isDisabled()).resolves.toBe(true);
    const reason = page.getByText('Dan Okafor opted out of text messages: no code or link is texted to this contact.');
    await expect(reason.count()).resolves.toBe(1);
    await expect(reason.isVisible()).resolves.toBe(true);
    // Email is still offered (Northwind has no Duo, and Dan's Microsoft tenant has not onboarded).
    await page.locator('label').filter({ hasText: 'Work email' }).click();
    for (const name of ['Send code by email', 'Send link by email'])
      await expect(page.getByRole('button', { name }).isEnabled()).resolves.toBe(true);
    expect(await reason.count()).toBe(0);

    const bob = await goToPod(page, base(), acmeTicketPod('1002')); // the office line every Contoso contact shares
    await bob.locator('label').filter({ hasText: 'Office' }).click();
    for (const name of ['Send code by SMS', 'Send link by SMS'])
      await expect(bob.getByRole('button', { name }).isDisabled()).resolves.toBe(true);
    const shared = bob.getByText(/^Shared line: other contacts of Contoso Dental use this number/);
    await expect(shared.isVisible()).resolves.toBe(true);
    const described = await bob.getByRole('button', { name: 'Send code by SMS' }).getAttribute('aria-describedby');
    expect(await bob.locator(`[id="${described}"]`).textContent()).toMatch(/^Shared line/);
    expect(await bob.getByRole('button', { name: 'Send code by SMS' }).getAttribute('title')).toBeNull();
  });

  it('another technician on the ticket 7 minutes later sees who verified, where and when, in neutral, and verifies for this call', async () => {
    // Tess's page runs on the real clock; Max's page clock starts 7 minutes ahead of it.
    const tess = await goToPod(await tab.take(TESS, { width: 400, height: 900 }), base(), acmeTicketPod('1001'));
    await verifyBySms(tess, 'acme-cw-co1-ct1');
    await tess.getByText('Alice Johnson is verified').waitFor();
    await tess
      .getByText(/^Verified by Tess Tech on #T1001 (just now|\d+ min ago) · holds, ends in \d+ (min|h)$/)
      .waitFor();

    const max = await podWithClock(MAX, '1001', Date.now() + 7 * 60_000);
    const box = max.locator('.verification__result');
    await box.getByText('Verified by Tess Tech on #T1001 7 min ago').waitFor();
    await expect(box.getByRole('button', { name: 'Verify for this call' }).getAttribute('class')).resolves.toContain(
      'bp6-intent-primary',
    );
    expect(await max.locator('section.contact-card .bp6-intent-success').count()).toBe(0);
    await expect(sidebarItem(max).getAttribute('aria-label')).resolves.toBe('End User Verification');
    await box.getByRole('button', { name: 'Verify for this call' }).click();
    await max.getByRole('radio', { name: /^Mobile: .* Last verified 7 min ago$/ }).waitFor();
    await max.context().close();
  });

  it('no dead button: after wrong codes Resend works or says why; once locked, sending says until when (no raw time anywhere)', async () => {
    const contactId = 'acme-cw-co2-ct2';
    // Bob Martinez at Northwind. No clock moves here either: the file's tab.
    const page = await goToPod(await tab.take(TESS, { width: 400, height: 900 }), base(), acmeTicketPod('1008'));
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    const code = (await latestCodeFor(contactId)).code!;
    for (let i = 0; i < 3; i++) {
      await page.getByLabel('Verification code').fill(wrongFor(code));
      await page.getByRole('button', { name: 'Check code' }).click();
      await page.getByText(`${4 - i} tries left`, { exact: false }).waitFor();
    }
    // Three failures: a note is needed, in a field that can be typed in and is not red before anyone tried.
    const note = page.getByLabel(/^Note/);
    await note.waitFor();
    await expect(note.isEnabled()).resolves.toBe(true);
    expect(await page.getByText('Required', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await page.getByText('Required', { exact: true }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'verification-note');
    expect((await consoleGet<OutboxRow[]>('/outbox')).filter((r) => r.contactId === contactId)).toHaveLength(1);
    await note.fill('Caller insists');
    await page.getByRole('button', { name: 'Resend code' }).click();
    await sentTo(contactId, 2);
    await page.getByText('That code is not correct.', { exact: false }).waitFor({ state: 'detached' });
    const second = (await latestCodeFor(contactId)).code!;
    for (let i = 0; i < 2; i++) {
      await page.getByLabel('Verification code').fill(wrongFor(second));
      await page.getByRole('button', { name: 'Check code' }).click();
      await page.getByText(`${4 - i} tries left`, { exact: false }).waitFor();
    }
    const locked = page.getByText(/^Locked, ends in \d+ min \(5 failed attempts\)$/);
    await locked.waitFor();
    await expect(page.getByRole('button', { name: 'Resend code' }).isDisabled()).resolves.toBe(true);
    const described = await page.getByRole('button', { name: 'Resend code' }).getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toMatch(/^Locked, ends /);
    expect(await page.locator('body').innerText()).not.toMatch(ISO_MOMENT);
    await consolePost('/verification/locks/clear');
  });
});

describe("one record of each call, the backend's, read by every session and surface (dev server)", () => {
  it('half a password reset reads "1 of 2 methods" in a second sign-in and in the report; its second method is held once, and the approval goes out', async () => {
    await underPolicy('highRiskRequest', async () => {
      const carol = 'acme-cw-co1-ct3'; // Carol Nguyen, ticket 1003: an email address, and Duo
      const a = await goToPod(await tab.take(TESS, { width: 400, height: 900 }), base(), acmeTicketPod('1003'));
      await a.getByLabel('Caller asks for').selectOption('PasswordReset');
      await checkEmailCode(a, carol);
      await a.locator('.verification__result').getByText('1 of 2 methods').waitFor();

      // The same technician signs in afresh (no storage of the first browser): the backend's record says it.
      const b = await openPodIn(
        await signedInContext(suite.browser, base(), TESS, { width: 1100, height: 900 }),
        base(),
        acmeTicketPod('1003'),
      );
      await cardTags(b).getByText('1 of 2 methods').waitFor();
      await b.locator('.verification__result').getByText('1 of 2 methods').waitFor();
      expect(await b.locator('section.contact-card .bp6-intent-success').count()).toBe(0);
      await expect(sidebarItem(b).getAttribute('aria-label')).resolves.toBe('End User Verification');
      const carolOn1003 = async () => (await reportRows('Carol Nguyen')).filter((r) => r.ticketNumber === 'T1003');
      expect((await carolOn1003()).map((r) => r.result)).toEqual(['partial']);

      // The second session goes on with the same call: the second method is held, and asking is not refused.
      await b.getByRole('button', { name: 'Verify with a second method' }).click();
      await b.getByRole('button', { name: 'Send Duo push' }).click();
      await consolePost(`/verification/${(await latestSendOf(carol, 'Duo Push')).id}/approve`);
      await b.getByText("A manager's approval is needed").waitFor();
      await b.getByLabel('Approver').selectOption({ label: 'Max Factor' });
      await b.getByLabel('Reason').fill('Locked out of her laptop');
      await b.getByRole('button', { name: 'Ask for approval' }).click();
      await b.getByText('Awaiting approval by Max Factor.').waitFor();
      // Every session says it: the first browser's card, live.
      await cardTags(a).getByText('Awaiting approval').waitFor();
      expect((await carolOn1003()).map((r) => r.result)).toEqual(['awaitingApproval', 'awaitingApproval']);
      await b.context().close();
    });
  });

  it('"Verify again" under the another-contact policy starts a new request the policy holds once: the approval can be asked again', async () => {
    await underPolicy('otherContact', async () => {
      const carol = 'acme-cw-co2-ct3'; // Carol Nguyen at Northwind, from her contact screen (no ticket)
      const page = await goToPod(
        await tab.take(TESS, { width: 400, height: 900 }),
        base(),
        `/pod/connectwise/acme-cw?ticketId=${carol}&screen=contact`,
      );
      const askMax = async (reason: string) => {
        await page.getByText("A manager's approval is needed").waitFor();
        await page.getByLabel('Approver').selectOption({ label: 'Max Factor' });
        await page.getByLabel('Reason').fill(reason);
        await page.getByRole('button', { name: 'Ask for approval' }).click();
        await page.getByText('Awaiting approval by Max Factor.').waitFor();
      };
      await checkEmailCode(page, carol);
      await askMax('Calls from a new number');
      const approvals = await consoleGet<Array<{ id: string; state: string }>>('/approvals');
      await consolePost(`/approvals/${approvals.find((a) => a.state === 'requested')!.id}/approve`, {
        reason: 'Known',
      });
      await page.getByText('Carol Nguyen is verified').waitFor();
      await page.getByRole('button', { name: 'Verify again' }).click();
      await checkEmailCode(page, carol);
      await askMax('Asks again for a second request');
      expect(await page.getByText(/already recorded|nothing is left to approve/).count()).toBe(0);
    });
  });

  it('verified, then five failed checks lock the contact: no surface stays green, and each says why', async () => {
    const dan = 'acme-cw-co2-ct4'; // Dan Okafor at Northwind, ticket 1010: opted out of texts, so by email
    const page = await goToPod(await tab.take(TESS, { width: 400, height: 900 }), base(), acmeTicketPod('1010'));
    await page.locator('label').filter({ hasText: 'Work email' }).click();
    await checkEmailCode(page, dan);
    await page.getByText('Dan Okafor is verified').waitFor();
    await cardTags(page)
      .getByText(/^Verified /)
      .waitFor();
    // Max Factor types five wrong codes for Dan (his own call): the backend locks new checks.
    const max = await sessionOf(base(), MAX);
    const api = (path: string, body: unknown) =>
      fetch(`${base()}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${max.token}` },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ validationId: string }>);
    const sent = await api('/PsaContactValidation/send', {
      psaId: 'acme-cw',
      ticketId: '1010',
      contactId: dan,
      note: 'Max calls back',
      request: 'Other',
      callId: 'call-max-dan',
      channel: 'email',
      value: 'dan.okafor@northwind.example',
    });
    for (let i = 0; i < 5; i++)
      await api('/PsaContactValidation/check', { validationId: sent.validationId, code: '000000' });

    const result = page.locator('.verification__result');
    await result.getByText('Dan Okafor is not verified now').waitFor();
    await result
      .getByText(
        /^Verified (just now|\d+ min ago), then checks locked, they resume in \d+ min: verify again once they resume\.$/,
      )
      .waitFor();
    await expect(result.getByRole('button', { name: 'Verify again' }).isDisabled()).resolves.toBe(true);
    await cardTags(page).getByText('Failed attempts since').waitFor();
    expect(await page.locator('section.contact-card .bp6-intent-success').count()).toBe(0);
    expect(await page.getByText(/^This call, ends/).count()).toBe(0);
    await expect(sidebarItem(page).getAttribute('aria-label')).resolves.toMatch(/checks paused/);
    await consolePost('/verification/locks/clear');
  });

  it("a manager's denial is in the history, the report and the ticket note, with the reason; the note is written once", async () => {
    await underPolicy('highRiskRequest', async () => {
      const bob = 'acme-cw-co1-ct2'; // Bob Martinez, ticket 1002
      const page = await goToPod(await tab.take(TESS, { width: 1100, height: 900 }), base(), acmeTicketPod('1002'));
      await page.getByLabel('Caller asks for').selectOption('PasswordReset');
      await verifyBySms(page, bob);
      await page.getByRole('button', { name: 'Verify with a second method' }).click();
      await page.locator('label').filter({ hasText: 'Work email' }).click();
      await checkEmailCode(page, bob);
      await page.getByLabel('Approver').selectOption({ label: 'Dana Duo' });
      await page.getByLabel('Reason').fill('Reset for the new laptop');
      await page.getByRole('button', { name: 'Ask for approval' }).click();
      await page.getByText('Awaiting approval by Dana Duo.').waitFor();
      const approvals = await consoleGet<Array<{ id: string; state: string }>>('/approvals');
      const reason = 'Carol is on leave: her account stays locked';
      await consolePost(`/approvals/${approvals.find((a) => a.state === 'requested')!.id}/deny`, { reason });

      const result = page.locator('.verification__result');
      await result.getByText(`Denied by Dana Duo: ${reason}`).waitFor();
      const history = page.locator('section.contact-card').getByRole('list', { name: /history/i });
      await history.getByText(`Denied by Dana Duo: ${reason}`).first().waitFor();
      expect(await page.locator('section.contact-card .bp6-intent-success').count()).toBe(0);
      // Bob Martinez of Contoso (ticket T1002): Northwind's Bob, of another test, is another contact.
      const rows = (await reportRows('Bob Martinez')).filter((r) => r.ticketNumber === 'T1002');
      expect(rows.map((r) => [r.result, r.approver, r.approvalReason])).toEqual([
        ['denied', 'Dana Duo', reason],
        ['denied', 'Dana Duo', reason],
      ]);

      await result.getByRole('button', { name: 'Add a note to the ticket' }).click();
      await result.getByText(/^Note added to the ticket by Tess Tech/).waitFor();
      await page.reload();
      await page
        .locator('.verification__result')
        .getByText(/^Note added to the ticket by Tess Tech/)
        .waitFor();
      expect(await page.getByRole('button', { name: 'Add a note to the ticket' }).count()).toBe(0);
      const notes = await consoleGet<Array<{ ticketId: string; text: string }>>('/ticket-notes');
      const denials = notes.filter((n) => n.ticketId === '1002' && n.text.startsWith('Identity verification denied'));
      expect(denials).toHaveLength(1);
      expect(denials[0]!.text).toContain(`Denied by: Dana Duo\nReason: ${reason}`);
    });
  });

  it('a verification kept in browser storage that the backend never recorded turns nothing green, and is dropped', async () => {
    const dan = 'acme-cw-co1-ct4'; // Dan Okafor, ticket 1004
    const key = `verification.call.${['u-tech', 'acme-cw', '1004', dan].map(encodeURIComponent).join('|')}`;
    const forged = {
      callId: 'call-forged',
      request: 'Other',
      updatedAt: Date.now(),
      check: {
        kind: 'verified',
        record: {
          value: 'dan.okafor@contoso.example',
          validationType: 'Email',
          inspectorName: 'Tess Tech',
          note: '',
          date: new Date().toISOString(),
          ticketId: '1004',
          inspectorId: 'u-tech',
          callId: 'call-forged',
        },
      },
    };
    const context = await signedInContext(suite.browser, base(), TESS, { width: 400, height: 900 });
    await context.addInitScript(
      `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(JSON.stringify(forged))});`,
    );
    const page = await openPodIn(context, base(), acmeTicketPod('1004'));
    await cardTags(page)
      .getByText(/^(Never verified|Not verified for this call|Last verified .+)$/)
      .waitFor();
    expect(await page.locator('section.contact-card .bp6-intent-success').count()).toBe(0);
    expect(await page.getByText('Dan Okafor is verified').count()).toBe(0);
    await page.waitForFunction((k) => localStorage.getItem(k) === null, key);
    await context.close();
  });
});
