import { asRecord, CALLER_REQUESTS, stringField, type HubEvent } from '@features/api/core';
import type { Approval, ApprovalAnswer, ApprovalPerson, ApprovalState } from './Approval';

const STATES: readonly ApprovalState[] = ['requested', 'approved', 'denied', 'expired'];

function person(value: unknown): ApprovalPerson | null {
  const record = asRecord(value);
  const id = record && stringField(record, 'id');
  const name = record && stringField(record, 'name');
  return id && name !== null ? { id, name } : null;
}

function time(record: Record<string, unknown>, key: string): number | null {
  const value = Date.parse(stringField(record, key) ?? '');
  return Number.isFinite(value) ? value : null;
}

function answerOf(value: unknown): ApprovalAnswer | null | undefined {
  if (value === null) return null;
  const record = asRecord(value);
  if (!record) return undefined;
  const by = person(record.by);
  const reason = stringField(record, 'reason');
  const at = time(record, 'at');
  const decision = record.decision === 'approve' || record.decision === 'deny' ? record.decision : null;
  return by && decision && reason !== null && at !== null ? { by, decision, reason, at } : undefined;
}

/** An optional text field: a string, else null (left out, null or of another type). */
function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

type ApprovalSubject = Pick<
  Approval,
  'id' | 'validationId' | 'psaId' | 'contactId' | 'contactName' | 'ticketId' | 'reason'
>;

/** Which check and contact an approval is about, and why it was asked for; null when any of it is missing. */
function subjectOf(r: Record<string, unknown>): ApprovalSubject | null {
  const [id, validationId, psaId, contactId] = ['id', 'validationId', 'psaId', 'contactId'].map((k) =>
    stringField(r, k),
  );
  const contactName = stringField(r, 'contactName');
  const reason = stringField(r, 'reason');
  const ticketId = r.ticketId === null ? null : stringField(r, 'ticketId');
  if (!id || !validationId || !psaId || !contactId || contactName === null || reason === null) return null;
  if (r.ticketId !== null && ticketId === null) return null;
  return { id, validationId, psaId, contactId, contactName, ticketId, reason };
}

/**
 * Reads an approval at the boundary (the hub's VerificationApprovalChanged; the same shape every approvals call
 * answers): null for anything else, so a malformed event is dropped and never moves the pod.
 */
export function readApproval(payload: unknown): Approval | null {
  const r = asRecord(payload);
  const subject = r && subjectOf(r);
  if (!r || !subject) return null;
  const request = CALLER_REQUESTS.find((q) => q === r.request);
  const state = STATES.find((s) => s === r.state);
  const requester = person(r.requester);
  const approver = person(r.approver);
  const requestedAt = time(r, 'requestedAt');
  const expiresAt = time(r, 'expiresAt');
  const answer = answerOf(r.answer);
  if (!request || !state || !requester || !approver || requestedAt === null || expiresAt === null) return null;
  // The state decides: an answer beside an open or expired request means nothing.
  const answered = state === 'approved' || state === 'denied';
  if (answered && answer === undefined) return null;
  return {
    ...subject,
    ticketNumber: optionalText(r.ticketNumber),
    companyName: optionalText(r.companyName),
    callId: optionalText(r.callId),
    methods: Array.isArray(r.methods) ? r.methods.filter((m): m is string => typeof m === 'string') : [],
    request,
    requester,
    approver,
    requestedAt,
    expiresAt,
    state,
    answer: answered ? (answer ?? null) : null,
  };
}

/** The hub's event whenever an approval is requested, answered or expires (to every connection of the tenant). */
export const VerificationApprovalChangedEvent: HubEvent<Approval> = {
  name: 'VerificationApprovalChanged',
  parse: readApproval,
};
