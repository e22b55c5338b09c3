import { Hono, type Context } from 'hono';
import { errorBody, readJson, type SandboxEnv, type SandboxUser } from '@features/api/sandbox';
import type {
  AnswerApprovalBody,
  ApprovalPersonWire,
  ApprovalWire,
  RequestApprovalBody,
} from '../../adapters/wire/approvalWire';
import { ledgerOf, type OutboxEntry } from '../VerificationLedger';
import { settingsForCompany } from '../resolveTarget';
import { approvalLedgerOf, approversOf, publishApproval, refreshApproval } from './ApprovalLedger';
import { requestRefusal } from './approvalRefusals';
import { applyAnswer, isRefusal } from './applyAnswer';
import { callOf, touch } from '../calls/callRecords';

type Ctx = Context<SandboxEnv>;

/** The approver page's words to someone who is not an approver (the same as a refused answer's). */
const NOT_AN_APPROVER = 'Only an approver of your company can answer a verification approval.';

/**
 * Manager approval of a verification whose check passed (decisions 270-273). Payloads:
 * adapters/wire/approvalWire.ts. Every change is published to the tenant as VerificationApprovalChanged.
 * - GET /VerificationApprovers -> the tenant's approvers but the caller.
 * - POST /VerificationApprovals {validationId, approverId, reason} -> the approval (requested).
 * - GET /VerificationApprovals/{approvalId} -> the approval (its requester's tenant only).
 * - POST /VerificationApprovals/{approvalId}/answer {decision, reason} -> the answered approval; 409 with the
 *   reason when it was answered, expired or its verification recorded; 403 to the requester and to non-approvers.
 * - GET /PendingVerificationApprovals -> the requests the caller may answer (an approver's page); 403 with the
 *   reason to anyone who is not an approver.
 * - GET /PsaContactValidation/approvals?psaId&contactId -> the contact's open requests (a second technician's pod).
 */
export const approvalRoutes = new Hono<SandboxEnv>()
  .get('/VerificationApprovers', (c) =>
    c.json(approversOf(c.var.state, c.var.user.tenantId).filter((a) => a.id !== c.var.user.id)),
  )
  .post('/VerificationApprovals', async (c) => {
    const { state, user } = c.var;
    const body = await readJson<Partial<RequestApprovalBody>>(c.req.raw);
    const entry = typeof body.validationId === 'string' ? ledgerOf(state).find(body.validationId) : null;
    if (!entry || entry.tenantId !== user.tenantId)
      return c.json(errorBody('This verification was not found. Send a new one.'), 404);
    if (entry.status !== 'passed' && !entry.record)
      return c.json(errorBody("This verification's check has not passed: there is nothing to approve yet."), 409);
    const approverId = typeof body.approverId === 'string' ? body.approverId : '';
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    const approvers = approversOf(state, user.tenantId);
    const refused = requestRefusal(state, { user, entry, approverId, reason, approvers });
    if (refused) return c.json(errorBody(refused.message), refused.status);
    const approval = newApproval(
      state,
      user,
      entry,
      approvers.find((a) => a.id === approverId)!,
      reason,
    );
    approvalLedgerOf(state).approvals.unshift(approval);
    const call = callOf(state, entry.tenantId, entry.callId);
    if (call) {
      call.approvalId = approval.id;
      touch(state, call);
    }
    publishApproval(state, user.tenantId, approval);
    return c.json(approval);
  })
  .get('/VerificationApprovals/:approvalId', (c) => {
    const approval = tenantApproval(c);
    return approval ? c.json(approval) : notFound(c);
  })
  .post('/VerificationApprovals/:approvalId/answer', async (c) => {
    const { state, user } = c.var;
    const approval = tenantApproval(c);
    if (!approval) return notFound(c);
    const body = await readJson<Partial<AnswerApprovalBody>>(c.req.raw);
    const decision = body.decision === 'approve' || body.decision === 'deny' ? body.decision : null;
    if (!decision) return c.json(errorBody('Answer approve or deny.'), 400);
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    const result = applyAnswer(state, user, approval, decision, reason);
    return isRefusal(result) ? c.json(errorBody(result.message), result.status) : c.json(result);
  })
  .get('/PendingVerificationApprovals', (c) => {
    const { state, user } = c.var;
    if (!approversOf(state, user.tenantId).some((a) => a.id === user.id))
      return c.json(errorBody(NOT_AN_APPROVER), 403);
    return c.json(openApprovals(c).filter((a) => a.requester.id !== user.id));
  })
  .get('/PsaContactValidation/approvals', (c) => {
    const psaId = c.req.query('psaId') ?? '';
    const contactId = c.req.query('contactId') ?? '';
    return c.json(openApprovals(c).filter((a) => a.psaId === psaId && a.contactId === contactId));
  });

/** The tenant's requests still open (each refreshed against the sandbox's clock first). */
function openApprovals(c: Ctx): ApprovalWire[] {
  const { state, user } = c.var;
  return approvalLedgerOf(state)
    .approvals.filter((a) => tenantOf(c, a) === user.tenantId)
    .map((a) => refreshApproval(state, user.tenantId, a))
    .filter((a) => a.state === 'requested');
}

function tenantApproval(c: Ctx): ApprovalWire | null {
  const approval = approvalLedgerOf(c.var.state).find(c.req.param('approvalId') ?? '');
  if (!approval || tenantOf(c, approval) !== c.var.user.tenantId) return null;
  return refreshApproval(c.var.state, c.var.user.tenantId, approval);
}

/** An approval's tenant: its verification's. */
function tenantOf(c: Ctx, approval: ApprovalWire): string | null {
  return ledgerOf(c.var.state).find(approval.validationId)?.tenantId ?? null;
}

function notFound(c: Ctx) {
  return c.json(errorBody('This approval request was not found.'), 404);
}

function newApproval(
  state: SandboxEnv['Variables']['state'],
  user: SandboxUser,
  entry: OutboxEntry,
  approver: ApprovalPersonWire,
  reason: string,
): ApprovalWire {
  const now = approvalLedgerOf(state).now();
  const minutes = settingsForCompany(state, entry.tenantId, entry.companyId).approval.expiresAfterMinutes;
  return {
    id: `ap-${globalThis.crypto.randomUUID()}`,
    validationId: entry.id,
    psaId: entry.psaId,
    contactId: entry.contactId,
    contactName: entry.contactName,
    ticketId: entry.ticketId,
    ticketNumber: entry.ticketNumber,
    companyName: state.world.companies.find((company) => company.id === entry.companyId)?.name ?? null,
    request: entry.request,
    callId: entry.callId,
    methods: methodsOfCall(state, entry),
    requester: { id: user.id, name: user.username },
    approver,
    reason,
    requestedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + minutes * 60_000).toISOString(),
    state: 'requested',
    answer: null,
  };
}

/** The methods that passed on the entry's call, oldest first, the held check last: what the approver is asked about. */
function methodsOfCall(state: SandboxEnv['Variables']['state'], entry: OutboxEntry): string[] {
  const call = callOf(state, entry.tenantId, entry.callId);
  const passed = call ? call.passed.map((check) => check.validationType) : [];
  return [...passed, call?.held?.validationType ?? entry.channel];
}
