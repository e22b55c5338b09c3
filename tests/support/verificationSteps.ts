import type { Browser, Page } from 'playwright-core';
import type { SandboxConsole } from './sandboxConsole';
import { acmeTicketPod, openPodIn, sessionOf, signedInContext, TESS, type Technician } from './signedInContext';
import { untilAccepted } from './untilAccepted';

/** A message the sandbox sent to a contact, as its console's outbox lists it (the outbox plays the contact's phone). */
export interface OutboxRow {
  id: string;
  contactId: string;
  channel: string;
  recipient: string;
  code: string | null;
  status: string;
}

/** A report row of a call's verification, as the report reads it (the backend's records decide each result). */
export interface ReportRow {
  result: string;
  approver: string | null;
  approvalReason: string | null;
  ticketNumber: string | null;
}

/** A code one off the right one: always wrong, always six digits. */
export const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** The contact card's tags, where the pod says how the contact stands. */
export const cardTags = (page: Page) => page.locator('section.contact-card .contact-card__tags');
/** End User Verification's item in the pod's sidebar (its label says the standing). */
export const sidebarItem = (page: Page) =>
  page.getByRole('navigation', { name: 'Features' }).getByRole('button', { name: /^End User Verification/ });
/** A moment as the server writes it (ISO 8601): never something a person should read. */
export const ISO_MOMENT = /\d{4}-\d\d-\d\dT\d\d:\d\d/;

/**
 * End User Verification's steps in a real browser against a running server: what a technician does on the panel,
 * and what the contact and the console do on the other side. `base()` and `browser()` are read when a step runs.
 */
export function verificationSteps(site: { base: () => string; browser: () => Browser; console: SandboxConsole }) {
  const { base, console } = site;

  /**
   * The newest code the sandbox texted or emailed to a contact. The send may still be on its way when the page
   * shows the code field, so the outbox is read until it lands (bounded).
   */
  async function latestCodeFor(contactId: string): Promise<OutboxRow> {
    const sent = (rows: OutboxRow[]) => rows.find((r) => r.contactId === contactId && r.code && r.status === 'sent');
    return sent(
      await untilAccepted(
        () => console.get<OutboxRow[]>('/outbox'),
        (rows) => !!sent(rows),
        `a code sent to ${contactId}`,
      ),
    )!;
  }

  /** Waits until the sandbox has sent `count` messages to the contact (read at the source; bounded). */
  async function sentTo(contactId: string, count: number): Promise<void> {
    const rows = await untilAccepted(
      async () => (await console.get<OutboxRow[]>('/outbox')).filter((r) => r.contactId === contactId),
      (list) => list.length >= count,
      `${count} sent to ${contactId}`,
    );
    expect(rows).toHaveLength(count);
  }

  /** The newest send of a channel to a contact, once it is in the outbox (read at the source; bounded). */
  async function latestSendOf(contactId: string, channel: string): Promise<OutboxRow> {
    const rows = await untilAccepted(
      () => console.get<OutboxRow[]>('/outbox'),
      (list) => list.some((r) => r.contactId === contactId && r.channel === channel),
      `a ${channel} to ${contactId}`,
    );
    return rows.find((r) => r.contactId === contactId && r.channel === channel)!;
  }

  /** A technician's browser with the page clock installed (time flows from `at`), on a pod. */
  async function podWithClock(
    who: Technician,
    ticketId: string,
    at = Date.now(),
    viewport = { width: 400, height: 900 },
  ) {
    const context = await signedInContext(site.browser(), base(), who, viewport);
    await context.clock.install({ time: at });
    return openPodIn(context, base(), acmeTicketPod(ticketId));
  }

  async function verifyBySms(page: Page, contactId: string): Promise<void> {
    await page.locator('label').filter({ hasText: 'Mobile' }).click();
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await page.getByLabel('Verification code').waitFor(); // the send has been answered: the code is in the outbox
    await page.getByLabel('Verification code').fill((await latestCodeFor(contactId)).code!);
    await page.getByRole('button', { name: 'Check code' }).click();
  }

  async function checkEmailCode(page: Page, contactId: string): Promise<void> {
    await page.getByRole('button', { name: 'Send code by email' }).click();
    await page.getByLabel('Verification code').waitFor();
    await page.getByLabel('Verification code').fill((await latestCodeFor(contactId)).code!);
    await page.getByRole('button', { name: 'Check code' }).click();
  }

  /** The report's rows of today for a contact, as Tess's report reads them. */
  async function reportRows(contactName: string): Promise<ReportRow[]> {
    const { token } = await sessionOf(base(), TESS);
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&contact=${encodeURIComponent(contactName)}`;
    const response = await fetch(`${base()}/api/VerificationReport/attempts?${query}&_start=0&_end=50`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json();
  }

  /** Sets the approval policy of Acme MSP for one check, and back to "never" after it. */
  async function underPolicy(neededFor: string, check: () => Promise<void>): Promise<void> {
    await console.post('/approvals/policy', { neededFor });
    try {
      await check();
    } finally {
      await console.post('/approvals/policy', { neededFor: '' });
    }
  }

  return { latestCodeFor, sentTo, latestSendOf, podWithClock, verifyBySms, checkEmailCode, reportRows, underPolicy };
}
