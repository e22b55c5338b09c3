/** A sandbox reached over HTTP: its API as a signed-in user, and its console (what the tests and the e2e share). */
export interface SandboxReach {
  api(userId: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  consoleGet<T>(path: string): Promise<T>;
  consolePost(path: string, body: unknown): Promise<unknown>;
}

/** What `inProcessApi` needs of a sandbox running in this process (the jsdom tests' one behind MSW). */
interface InProcessSandbox {
  state: { issueSession(userId: string): { accessToken: string } };
  fetch(request: Request): Promise<Response>;
}

/** A SandboxReach's `api` over a sandbox in this process: the user's bearer token, JSON, each answer's status and body. */
export function inProcessApi(sandbox: InProcessSandbox): SandboxReach['api'] {
  return async (userId, method, path, body) => {
    const { accessToken } = sandbox.state.issueSession(userId);
    const response = await sandbox.fetch(
      new Request(`http://localhost${path}`, {
        method,
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.json() };
  };
}

/** Whom a technician verifies on Alice Johnson's ticket 1001 (acme-cw): another contact, so the policy holds it. */
export const BOB_BY_SMS = { contactId: 'acme-cw-co1-ct2', channel: 'sms', value: '0555 010 2002' } as const;
export const CAROL_BY_EMAIL = {
  contactId: 'acme-cw-co1-ct3',
  channel: 'email',
  value: 'carol.nguyen@contoso.example',
} as const;

export interface ApprovalAsked {
  id: string;
  validationId: string;
  contactName: string;
}

let calls = 0;

/**
 * What a technician's pod does when Acme MSP's policy holds a verification (decision 270): Tess Tech sends a code to
 * another contact than the ticket's, checks it with the code the sandbox's outbox shows, and asks Max Factor to
 * approve (POST /VerificationApprovals). Sets the policy to `otherContact` first.
 */
export async function askForApproval(
  sandbox: SandboxReach,
  contact: { contactId: string; channel: 'sms' | 'email'; value: string } = BOB_BY_SMS,
  reason = 'The caller is not on the ticket',
): Promise<ApprovalAsked> {
  await sandbox.consolePost('/approvals/policy', { neededFor: 'otherContact' });
  calls += 1;
  const sent = await sandbox.api('u-tech', 'POST', '/api/PsaContactValidation/send', {
    psaId: 'acme-cw',
    ticketId: '1001',
    contactId: contact.contactId,
    note: 'Calls for Alice',
    request: 'Other',
    callId: `approval-call-${calls}-${Date.now()}`,
    channel: contact.channel,
    value: contact.value,
  });
  const validationId = (sent.body as { validationId?: string }).validationId;
  if (sent.status !== 200 || !validationId) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.body)}`);
  const outbox = await sandbox.consoleGet<Array<{ id: string; code: string | null }>>('/outbox');
  const code = outbox.find((entry) => entry.id === validationId)?.code;
  const checked = await sandbox.api('u-tech', 'POST', '/api/PsaContactValidation/check', { validationId, code });
  if ((checked.body as { status?: string }).status !== 'approvalNeeded')
    throw new Error(`check: ${checked.status} ${JSON.stringify(checked.body)}`);
  const asked = await sandbox.api('u-tech', 'POST', '/api/VerificationApprovals', {
    validationId,
    approverId: 'u-mfa',
    reason,
  });
  const approval = asked.body as { id?: string; contactName?: string };
  if (asked.status !== 200 || !approval.id) throw new Error(`ask: ${asked.status} ${JSON.stringify(asked.body)}`);
  return { id: approval.id, validationId, contactName: approval.contactName ?? '' };
}
