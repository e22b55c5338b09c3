import type { Page } from 'playwright-core';
import { askForApproval, type SandboxReach } from '@features/endUserVerification/testing/askForApproval';
import { setupBrowserSuite } from '../support/browserSuite';
import { MAX } from '../support/signedInContext';
import { openSignedInPod } from '../support/signedInPod';

/**
 * The approver page in Chromium against the production build and the sandbox: a request Tess Tech makes through the
 * sandbox's HTTP API (a code to Bob on Alice's ticket, checked with the outbox's code, held by the policy, asked of
 * Max Factor) appears on Max's page live, and Approve there takes it off the list and records it in the sandbox.
 */
const suite = setupBrowserSuite('dist');
const POD = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';

function reach(): SandboxReach {
  const tokens = new Map<string, string>();
  const bearer = async (userId: string) => {
    const email = { 'u-tech': 'tech@sandbox.test' }[userId] ?? '';
    if (!tokens.has(email)) {
      const response = await fetch(`${suite.server.url}/api/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password: 'sandbox' }),
      });
      tokens.set(email, ((await response.json()) as { accessToken: string }).accessToken);
    }
    return tokens.get(email)!;
  };
  return {
    async api(userId, method, path, body) {
      const response = await fetch(`${suite.server.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${await bearer(userId)}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    async consoleGet(path) {
      return (await fetch(`${suite.server.url}/__sandbox${path}`)).json();
    },
    async consolePost(path, body) {
      const response = await fetch(`${suite.server.url}/__sandbox${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
  };
}

/** Max Factor, signed in with his MFA code, opens Verification Approvals from an Acme pod's sidebar. */
async function openApproverPage(width: number): Promise<Page> {
  const page = await suite.page(MAX, { width, height: 900 });
  await page.goto(`${suite.server.url}${POD}`);
  await page.locator('[data-useful-screen="ready"]').waitFor();
  const features = page.getByRole('navigation', { name: 'Features' });
  await features.getByRole('button', { name: 'Verification Approvals' }).click();
  await page.getByText('No approval requests are waiting for you.').waitFor();
  return page;
}

describe('Verification Approvals in Chromium', () => {
  it.each([1280, 320])(
    'at %i px: a request asked through the API appears live, and Approve takes it off',
    async (width) => {
      const page = await openApproverPage(width);
      const asked = await askForApproval(reach());
      const bob = page.getByRole('listitem', { name: 'Bob Martinez' });
      await bob.getByRole('button', { name: 'Approve' }).click();
      await page.getByText('No approval requests are waiting for you.').waitFor();
      await page.getByRole('status').filter({ hasText: "You approved Bob Martinez's verification." }).waitFor();
      const approvals = (await (await fetch(`${suite.server.url}/__sandbox/approvals`)).json()) as Array<{
        id: string;
        state: string;
        answer: { by: { name: string } } | null;
      }>;
      expect(approvals.find((a) => a.id === asked.id)).toMatchObject({
        state: 'approved',
        answer: { by: { name: 'Max Factor' } },
      });
    },
  );
});

describe("A manager's approval asked from the pod, in Chromium", () => {
  it('at 320 px: the right code is held, Tess asks Max, Max approves from his email, and the pod records it live', async () => {
    await reach().consolePost('/approvals/policy', { neededFor: 'otherContact' });
    // Carol's contact screen: no ticket, so she is not "the ticket's contact" and the policy holds her verification.
    // (Bob is verified by this file's earlier tests, and his screen then opens on that verification.)
    const page = await openSignedInPod(suite, '/pod/connectwise/acme-cw?ticketId=acme-cw-co1-ct3&screen=contact', {
      width: 320,
      height: 900,
    });
    await page.getByRole('radio', { name: /Work email/ }).check();
    await page.getByRole('button', { name: 'Send code by email' }).click();
    await page.getByLabel('Verification code').waitFor();
    const outbox = await reach().consoleGet<Array<{ code: string | null; status: string }>>('/outbox');
    await page.getByLabel('Verification code').fill(outbox.find((entry) => entry.status === 'sent')!.code!);
    await page.getByRole('button', { name: 'Check code' }).click();

    await page.getByText("A manager's approval is needed").waitFor();
    expect(await page.getByText('Carol Nguyen is verified').count()).toBe(0);
    await page.getByLabel('Approver').selectOption({ label: 'Max Factor' });
    await page.getByLabel('Reason').fill('Verifying from the contact screen');
    await page.getByRole('button', { name: 'Ask for approval' }).click();
    await page.getByText('Awaiting approval by Max Factor.').first().waitFor();

    const [request] = await reach().consoleGet<Array<{ id: string; state: string; reason: string }>>('/approvals');
    expect(request).toMatchObject({ state: 'requested', reason: 'Verifying from the contact screen' });
    await reach().consolePost(`/approvals/${request!.id}/approve`, { reason: 'Known caller' });

    await page.getByText('Carol Nguyen is verified').waitFor();
    await page.getByText('Approved by Max Factor: Known caller').first().waitFor();
  });
});
