import { firstContactPerPsa, firstTicketPerPsa, worldSummary } from '../contract/routes/consoleRoutes';
import type { Sandbox } from '../contract/createSandboxApp';
import { API_VIEWER_PATH } from './apiViewer';

/**
 * What `npm start` prints: how to sign in, a pod for every PSA (a ticket where the PSA looks tickets
 * up, else a contact), and how to try a verification end to end with the console playing the contact.
 */
export function printWelcome(origin: string, sandbox: Sandbox): void {
  if (process.env.SANDBOX_QUIET) return;
  const summary = worldSummary(sandbox.state);
  const tickets = firstTicketPerPsa(summary);
  const contacts = firstContactPerPsa(summary).filter((ct) => !tickets.some((t) => t.psaId === ct.psaId));
  const pods = [
    ...tickets.map((t) => ({ psa: t.psaType, what: `ticket ${t.number}`, url: t.podUrl })),
    ...contacts.map((ct) => ({ psa: ct.psaType, what: 'contact', url: ct.podUrl })),
  ];
  const firstPod = pods[0];
  const lines = [
    '',
    '  Sandbox backend is up on the same origin.',
    `  Sign in at ${origin}/login (every password: ${summary.password})`,
    ...summary.users.map(
      (u) => `    ${u.email.padEnd(20)} ${u.plan.padEnd(16)} ${signInHow(u.signIn, summary.mfaCode)}`,
    ),
    '  A pod for each PSA (Acme MSP):',
    ...pods.map((p) => `    ${p.psa.padEnd(18)} ${origin}${p.url}  (${p.what})`),
    '  Try a verification:',
    `    1. Sign in as tech@sandbox.test and open ${firstPod ? `${origin}${firstPod.url}` : 'a pod above'}.`,
    "    2. Send a code by SMS or email; the console's outbox shows it:",
    `       ${origin}/__sandbox#outbox (it refreshes itself). Type the code in the pod.`,
    '    3. Or send a Duo or Microsoft push and press Approve (or Deny) beside it in the outbox.',
    '    4. Or send a verification link: open it from the outbox as the contact, say you are on the',
    '       call and choose the number the pod shows (a wrong one, or "No", denies it).',
    `  Console (plays the PSA and the end user): ${origin}/__sandbox`,
    `  Backend contract (OpenAPI and AsyncAPI, with a viewer): ${origin}${API_VIEWER_PATH}`,
    '',
  ];
  console.log(lines.join('\n'));
}

function signInHow(kind: string, mfaCode: string): string {
  switch (kind) {
    case 'mfa':
      return `password, then MFA code ${mfaCode}`;
    case 'sso':
      return 'single sign-on (the sandbox SSO page)';
    case 'duo':
      return 'password, then approve the Duo prompt';
    default:
      return 'password';
  }
}
