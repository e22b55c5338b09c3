import { setupBrowserSuite } from '../support/browserSuite';
import { openSignedInPod } from '../support/signedInPod';

/**
 * A code by Teams, end to end: production build, sandbox backend, real Chromium. Alice Johnson's Microsoft tenant
 * has onboarded; the sandbox's Teams view plays her Teams. The verification then shows in the report as Teams.
 */
const suite = setupBrowserSuite('dist');

interface TeamsMessage {
  id: string;
  to: string;
  message: string;
  code: string;
  status: string;
}

async function teamsMessages(): Promise<TeamsMessage[]> {
  return (await fetch(`${suite.server.url}/__sandbox/outbox/teams`)).json();
}

describe('A code by Teams (Chromium)', () => {
  it('a code sent by Teams verifies the contact and shows as method Teams code in the report', async () => {
    const page = await openSignedInPod(suite, '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket', {
      width: 1280,
      height: 1000,
    });
    await page.getByRole('button', { name: 'Send code by Teams' }).click();
    await page.getByText('Code sent by Teams to Alice Johnson.', { exact: false }).waitFor();

    // The message has landed once the panel says so; Alice reads it in Teams.
    const [message] = await teamsMessages();
    expect(message).toMatchObject({ to: 'alice.johnson@contoso.example', status: 'sent' });
    expect(message!.message).toContain(message!.code);

    await page.getByLabel('Verification code').fill(message!.code);
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByText('Alice Johnson is verified').waitFor();
    await page.getByText('Teams code (alice.johnson@contoso.example).').waitFor();

    await page.getByRole('link', { name: 'Verification report' }).click();
    const attempts = page.getByRole('table', { name: 'Verification attempts' });
    await attempts.getByRole('row').nth(1).waitFor();
    await page.getByLabel('Method').selectOption('teams');
    // The report applies the name once the typing pauses (no Show button).
    await page.getByLabel('Contact').fill('Alice Johnson');
    // The attempt just made: this ticket, this technician, moments ago (the seeded ones are older).
    const row = attempts
      .getByRole('row')
      .filter({ hasText: '#T1001' })
      .filter({ hasText: 'Tess Tech' })
      .filter({ hasText: /just now|\b\d+ min ago/ })
      .first();
    await row.waitFor();
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(cells).toContain('Alice Johnson');
    expect(cells).toContain('Teams code');
    expect(cells.some((text) => text.startsWith('Verified'))).toBe(true);
  });
});
