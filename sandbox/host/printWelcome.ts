import { worldSummary } from '../contract/routes/consoleRoutes';
import type { Sandbox } from '../contract/createSandboxApp';

/** What `npm start` prints: how to sign in and a few pods to open. */
export function printWelcome(origin: string, sandbox: Sandbox): void {
  if (process.env.SANDBOX_QUIET) return;
  const summary = worldSummary(sandbox.state);
  const lines = [
    '',
    '  Sandbox backend is up on the same origin.',
    `  Sign in at ${origin}/login`,
    ...summary.users.map((u) => `    ${u.email.padEnd(20)} password ${summary.password}${u.signIn === 'mfa' ? `, MFA code ${summary.mfaCode}` : ''}  (${u.plan}, ${u.signIn})`),
    '  Pods to open (Acme MSP):',
    ...summary.psas
      .filter((p) => p.tenantId === 't-acme')
      .slice(0, 4)
      .map((p) => summary.tickets.find((t) => t.psaId === p.psaId && t.contactId))
      .filter((t) => !!t)
      .map((t) => `    ${t.psaType.padEnd(12)} ${origin}${t.podUrl}`),
    `  Console (plays the PSA and the end user): ${origin}/__sandbox`,
    '',
  ];
  console.log(lines.join('\n'));
}
