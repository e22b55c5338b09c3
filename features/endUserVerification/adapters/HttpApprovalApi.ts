import type { AxiosInstance } from 'axios';
import { parseWire, readableServerMessage } from '@features/api/adapters';
import { AppError } from '@features/api/core';
import type { Approval, ApprovalPerson } from '../core/approval/Approval';
import type { ApprovalApi } from '../core/approval/ApprovalApi';
import {
  approvalListWire,
  approversWire,
  approvalWire,
  type AnswerApprovalBody,
  type ApprovalWire,
  type RequestApprovalBody,
} from './wire/approvalWire';

/** Verification approvals over HTTP; a malformed answer is one AppError naming what was being read. */
export class HttpApprovalApi implements ApprovalApi {
  constructor(private readonly http: AxiosInstance) {}

  async approvers(): Promise<ApprovalPerson[]> {
    const response = await this.http.get('/VerificationApprovers');
    return parseWire(approversWire, response.data, 'the approvers').map((a) => ({ id: a.id, name: a.name }));
  }

  async request(validationId: string, approverId: string, reason: string): Promise<Approval> {
    const body: RequestApprovalBody = { validationId, approverId, reason };
    const response = await this.http.post('/VerificationApprovals', body, REFUSALS_ANSWERED);
    if (response.status >= 400) throw refusal(response.status, response.data);
    return toApproval(parseWire(approvalWire, response.data, 'asking for approval'));
  }

  async approval(approvalId: string): Promise<Approval> {
    const response = await this.http.get(`/VerificationApprovals/${encodeURIComponent(approvalId)}`);
    return toApproval(parseWire(approvalWire, response.data, 'the approval'));
  }

  async answer(approvalId: string, decision: 'approve' | 'deny', reason: string): Promise<Approval> {
    const body: AnswerApprovalBody = { decision, reason };
    const path = `/VerificationApprovals/${encodeURIComponent(approvalId)}/answer`;
    const response = await this.http.post(path, body, REFUSALS_ANSWERED);
    if (response.status >= 400) throw refusal(response.status, response.data);
    return toApproval(parseWire(approvalWire, response.data, 'answering the approval'));
  }

  /** A caller who is not an approver is refused with a 403 AppError carrying the backend's words (not toasted). */
  async pending(signal?: AbortSignal): Promise<Approval[]> {
    const response = await this.http.get('/PendingVerificationApprovals', { signal, ...NOT_AN_APPROVER_ANSWERED });
    if (response.status === 403) throw refusal(response.status, response.data);
    return parseWire(approvalListWire, response.data, 'the approvals to answer').map(toApproval);
  }

  async openOnContact(psaId: string, contactId: string): Promise<Approval[]> {
    const response = await this.http.get('/PsaContactValidation/approvals', { params: { psaId, contactId } });
    return parseWire(approvalListWire, response.data, "the contact's approvals").map(toApproval);
  }
}

/** Statuses that carry a refusal's reason: the screen shows it beside its buttons instead of a toast. */
export const APPROVAL_REFUSAL_STATUSES = [400, 403, 409] as const;
const REFUSALS_ANSWERED = {
  validateStatus: (status: number) =>
    (status >= 200 && status < 300) || (APPROVAL_REFUSAL_STATUSES as readonly number[]).includes(status),
};

/** The approvals to answer: a 403 says the caller is not an approver, which the approver page shows. */
const NOT_AN_APPROVER_ANSWERED = {
  validateStatus: (status: number) => (status >= 200 && status < 300) || status === 403,
};

/** A refused request or answer: the backend's reason, or a plain one when it gave none. */
function refusal(status: number, data: unknown): AppError {
  const message =
    data && typeof data === 'object' ? readableServerMessage((data as { message?: unknown }).message) : null;
  return new AppError('server', message ?? `The approval was refused (${status}).`, status);
}

const person = (p: { id: string; name: string }): ApprovalPerson => ({ id: p.id, name: p.name });

/** An ISO time as epoch milliseconds; anything else makes the whole answer malformed. */
function epoch(value: string): number {
  const time = Date.parse(value);
  if (!Number.isFinite(time)) throw new AppError('malformed', 'The server sent an unexpected time for the approval.');
  return time;
}

/**
 * The wire's approval as the core's: times as epoch milliseconds, an answer only on an answered state (the
 * state decides; an approved one without its answer names the approver it was sent to).
 */
export function toApproval(wire: ApprovalWire): Approval {
  const answered = wire.state === 'approved' || wire.state === 'denied';
  return {
    id: wire.id,
    validationId: wire.validationId,
    psaId: wire.psaId,
    contactId: wire.contactId,
    contactName: wire.contactName,
    ticketId: wire.ticketId ?? null,
    ticketNumber: wire.ticketNumber ?? null,
    companyName: wire.companyName ?? null,
    request: wire.request,
    callId: wire.callId ?? null,
    methods: [...wire.methods],
    requester: person(wire.requester),
    approver: person(wire.approver),
    reason: wire.reason,
    requestedAt: epoch(wire.requestedAt),
    expiresAt: epoch(wire.expiresAt),
    state: wire.state,
    answer:
      answered && wire.answer
        ? {
            by: person(wire.answer.by),
            decision: wire.answer.decision,
            reason: wire.answer.reason,
            at: epoch(wire.answer.at),
          }
        : null,
  };
}
