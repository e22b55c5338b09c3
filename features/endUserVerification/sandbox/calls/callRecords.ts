import type { SandboxState, SandboxUser } from '@features/api/sandbox';
import {
  VERIFICATION_CALL_CHANGED,
  type CallRecordWire,
  type VerificationCallChangedWire,
} from '../../adapters/wire/callRecordWire';
import { CALLER_REQUEST_PHRASES } from '../../adapters/wire/verificationWire';
import { approvalLedgerOf, refreshApproval } from '../approvals/ApprovalLedger';
import type { Resolved } from '../resolveTarget';
import { ledgerOf } from '../VerificationLedger';
import type { SandboxCall } from './SandboxCall';
import { factorKey } from '../../core/CallRecord';
import { methodsNeeded } from '../../core/VerificationSettings';

type Target = Extract<Resolved, { ok: true }>;

/** A send the call's record refuses: 409 with what the technician can still do. */
export interface CallRefusal {
  status: 409;
  message: string;
}

/** A tenant's call by its id. */
export function callOf(state: SandboxState, tenantId: string, callId: string): SandboxCall | null {
  return ledgerOf(state).calls.find((call) => call.tenantId === tenantId && call.callId === callId) ?? null;
}

/** The record as the wire carries it, with its approval as it stands now. */
export function callRecordWireOf(state: SandboxState, call: SandboxCall): CallRecordWire {
  const { tenantId, companyId: _company, approvalId, ...facts } = call;
  const approval = approvalId ? approvalLedgerOf(state).find(approvalId) : null;
  return structuredClone({ ...facts, approval: approval ? refreshApproval(state, tenantId, approval) : null });
}

/** The call changed: it says when, and every pod and approver page of the tenant hears which call. */
export function touch(state: SandboxState, call: SandboxCall): void {
  call.updatedAt = new Date().toISOString();
  const event: VerificationCallChangedWire = { callId: call.callId, psaId: call.psaId, contactId: call.contactId };
  state.realtime.publishToTenant(call.tenantId, VERIFICATION_CALL_CHANGED, event);
}

/** How many different methods a request needs in this company: the pod's own rule. */
function methodsNeededFor(target: Target): 1 | 2 {
  return methodsNeeded(target.settings, target.request);
}

/**
 * A send starts the call's record, or goes on with it: the call must be this technician's, for this contact,
 * not complete, not denied, not waiting for a manager, and still for what the caller asked when a method
 * passed. What the caller asks for is recorded with the first send (and may change while nothing passed).
 */
export function openCall(state: SandboxState, user: SandboxUser, target: Target): SandboxCall | CallRefusal {
  const existing = callOf(state, user.tenantId, target.callId);
  if (!existing) {
    const now = new Date().toISOString();
    const call: SandboxCall = {
      tenantId: user.tenantId,
      companyId: target.contact.companyId,
      callId: target.callId,
      psaId: target.contact.psaId,
      contactId: target.contact.id,
      ticketId: target.ticketId,
      ticketNumber: target.ticketNumber,
      technician: { id: user.id, name: user.username },
      request: target.request,
      methodsNeeded: methodsNeededFor(target),
      passed: [],
      held: null,
      approvalId: null,
      status: 'open',
      verifiedAt: null,
      ticketNote: null,
      startedAt: now,
      updatedAt: now,
    };
    ledgerOf(state).calls.unshift(call);
    touch(state, call);
    return call;
  }
  const refused = sendRefusal(existing, user, target);
  if (refused) return refused;
  if (existing.request !== target.request) {
    existing.request = target.request;
    existing.methodsNeeded = methodsNeededFor(target);
    touch(state, existing);
  }
  return existing;
}

const START_AGAIN = 'press Verify again to start a new request';

function sendRefusal(call: SandboxCall, user: SandboxUser, target: Target): CallRefusal | null {
  const refuse = (message: string): CallRefusal => ({ status: 409, message });
  if (call.technician.id !== user.id || call.contactId !== target.contact.id || call.psaId !== target.contact.psaId)
    return refuse(`This verification belongs to another technician or contact: ${START_AGAIN}.`);
  if (call.ticketId !== target.ticketId)
    return refuse(`This verification was started on another ticket: ${START_AGAIN}.`);
  if (call.status === 'verified') return refuse(`This verification is complete: ${START_AGAIN}.`);
  if (call.status === 'denied') return refuse(`A manager denied this verification: ${START_AGAIN}.`);
  if (call.status === 'held')
    return refuse("This verification waits for a manager's approval: ask for it, or wait for the answer.");
  if (call.passed.length > 0 && call.request !== target.request)
    return refuse(
      `This verification is for ${CALLER_REQUEST_PHRASES[call.request]} and a method passed: finish it, or ${START_AGAIN}.`,
    );
  return null;
}

/**
 * Different methods passed on the call, counting one more check when given. A link counts as the channel it went
 * by (texted to a phone: the SMS factor; emailed: the email one), so an SMS code and a link by SMS are one method.
 */
export function methodsPassed(call: SandboxCall, more?: { validationType: string; value: string }): number {
  const checks = more ? [...call.passed, more] : call.passed;
  return new Set(checks.map((check) => factorKey(check.validationType, check.value))).size;
}
