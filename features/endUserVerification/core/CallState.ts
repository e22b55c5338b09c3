import { readCallerRequest, type CallerRequest, type CommunicationItem, token } from '@features/api/core';
import type { TeamsTarget } from './codeTarget';
import type { PushKind } from './VerificationApi';
import type { VerificationRecord } from './VerificationRecord';

/** A phone or email a code or link went to, as the panel shows it again after a reload. */
export type ItemRef = Pick<CommunicationItem, 'name' | 'type' | 'value'>;

/** Where a code went: a phone or email, or the contact's Teams. */
export type TargetRef = ItemRef | Pick<TeamsTarget, 'name' | 'type' | 'value'>;

/**
 * The check in progress (or just finished) for one call, kept so that a reload, a feature switch or a
 * second tab resumes it instead of sending again: its validation id, where it went, when it expires.
 */
export type StoredCheck =
  | {
      kind: 'code';
      validationId: string;
      expiresAt: number;
      item: TargetRef;
      problem: 'wrong' | 'replaced' | 'locked' | 'expired' | null;
      triesLeft: number | null;
    }
  | { kind: 'push'; validationId: string; expiresAt: number; push: PushKind; ended: 'denied' | 'expired' | null }
  | {
      kind: 'link';
      validationId: string;
      expiresAt: number;
      item: ItemRef;
      matchNumber: number;
      confirmed: boolean;
      ended: 'denied' | 'expired' | null;
    }
  /** A check held for a manager's approval: the request's id once asked (its state is read again on resume). */
  | { kind: 'approval'; validationId: string; approvalId: string | null }
  | { kind: 'verified'; record: VerificationRecord };

/**
 * One technician's call with one contact on one ticket: which call it is (checks of a call share its
 * id, so two methods show as one), what the caller asks for, and the check in progress.
 */
export interface CallState {
  callId: string;
  request: CallerRequest;
  check: StoredCheck | null;
  /** Epoch ms of the last change; a call quiet for longer than the verified window is over. */
  updatedAt: number;
}

/** Where a call is: who is signed in, the integration, the ticket (null on a contact screen), the contact. */
export interface CallKeyParts {
  userId: string;
  psaId: string;
  ticketId: string | null;
  contactId: string;
}

/** The storage key of a call (per signed-in user, ticket and contact). */
export function callStateKey({ userId, psaId, ticketId, contactId }: CallKeyParts): string {
  return [userId, psaId, ticketId ?? '-', contactId].map(encodeURIComponent).join('|');
}

/** A call with no activity for longer than a verification counts is over: the next check starts a new one. */
export function callIsOver(state: CallState, verifiedForMinutes: number, now: number): boolean {
  return now - state.updatedAt > verifiedForMinutes * 60_000;
}

/**
 * Calls in progress, kept behind a storage port: the adapter keeps them in the browser (memory where
 * storage is refused) and tells other tabs and frames of the same browser when one changes.
 */
export interface CallStates {
  read(key: string): CallState | null;
  /** Saves the call (null forgets it) and tells the other tabs. */
  write(key: string, state: CallState | null): void;
  /** Another tab or frame changed the call; the listener gets the new state. Returns the unsubscribe. */
  watch(key: string, listener: (state: CallState | null) => void): () => void;
}

export const CallStatesToken = token<CallStates>('features.endUserVerification.CallStates');

/** Reads a stored call at the boundary (storage can hold anything): null unless every field is sound. */
export function parseCallState(raw: unknown): CallState | null {
  const value = objectOf(raw);
  if (!value || typeof value.callId !== 'string' || !value.callId || !Number.isFinite(value.updatedAt)) return null;
  const request = readCallerRequest(value.request);
  if (!request) return null;
  const check = value.check === null ? null : parseCheck(value.check);
  if (check === undefined) return null;
  return { callId: value.callId, request, check, updatedAt: value.updatedAt as number };
}

function parseCheck(raw: unknown): StoredCheck | null | undefined {
  const check = objectOf(raw);
  if (!check) return undefined;
  if (check.kind === 'verified') return parseVerified(check.record);
  if (check.kind === 'approval') return parseApproval(check);
  if (typeof check.validationId !== 'string' || !Number.isFinite(check.expiresAt)) return undefined;
  const base = { validationId: check.validationId, expiresAt: check.expiresAt as number };
  if (check.kind === 'code') return parseCode(check, base);
  const ended = check.ended === null || check.ended === 'denied' || check.ended === 'expired' ? check.ended : undefined;
  if (ended === undefined) return undefined;
  if (check.kind === 'push') {
    if (check.push !== 'duo' && check.push !== 'microsoft') return undefined;
    return { kind: 'push', ...base, push: check.push, ended };
  }
  if (check.kind === 'link') {
    const item = itemOf(check.item);
    if (!item || !Number.isInteger(check.matchNumber) || typeof check.confirmed !== 'boolean') return undefined;
    return { kind: 'link', ...base, item, matchNumber: check.matchNumber as number, confirmed: check.confirmed, ended };
  }
  return undefined;
}

/** A held check: its validation id, and the approval request's id when one was asked for. */
function parseApproval(check: Record<string, unknown>): StoredCheck | undefined {
  const { validationId, approvalId } = check;
  if (typeof validationId !== 'string' || !validationId) return undefined;
  if (approvalId !== null && (typeof approvalId !== 'string' || !approvalId)) return undefined;
  return { kind: 'approval', validationId, approvalId };
}

/** A stored verification: its record's text fields must all be there; the optional ones are kept when sound. */
function parseVerified(raw: unknown): StoredCheck | undefined {
  const record = objectOf(raw);
  const fields = ['value', 'validationType', 'inspectorName', 'note', 'date'] as const;
  if (!record || fields.some((field) => typeof record[field] !== 'string')) return undefined;
  const request = readCallerRequest(record.request);
  const text = (field: 'callId' | 'ticketId' | 'ticketNumber' | 'inspectorId' | 'approvedBy') =>
    typeof record[field] === 'string' && record[field] ? { [field]: record[field] } : {};
  return {
    kind: 'verified',
    record: {
      value: record.value as string,
      validationType: record.validationType as string,
      inspectorName: record.inspectorName as string,
      note: record.note as string,
      date: record.date as string,
      ...(request ? { request } : {}),
      ...text('callId'),
      ...text('ticketId'),
      ...text('ticketNumber'),
      ...text('inspectorId'),
      ...text('approvedBy'),
    },
  };
}

/** A stored code: where it went, what went wrong with it (if anything) and the tries the backend said are left. */
function parseCode(
  check: Record<string, unknown>,
  base: { validationId: string; expiresAt: number },
): StoredCheck | undefined {
  const item = targetOf(check.item);
  const problem =
    check.problem === null ||
    check.problem === 'wrong' ||
    check.problem === 'replaced' ||
    check.problem === 'locked' ||
    check.problem === 'expired'
      ? check.problem
      : undefined;
  const triesLeft =
    check.triesLeft === null || Number.isInteger(check.triesLeft) ? (check.triesLeft as number | null) : undefined;
  if (!item || problem === undefined || triesLeft === undefined) return undefined;
  return { kind: 'code', ...base, item, problem, triesLeft };
}

function itemOf(raw: unknown): ItemRef | null {
  const item = objectOf(raw);
  if (
    !item ||
    typeof item.name !== 'string' ||
    typeof item.value !== 'string' ||
    (item.type !== 'phone' && item.type !== 'email')
  )
    return null;
  return { name: item.name, type: item.type, value: item.value };
}

/** A stored code's target: a phone or email, or the contact's Teams (named by the contact's name). */
function targetOf(raw: unknown): TargetRef | null {
  const target = objectOf(raw);
  if (target?.type === 'teams' && target.name === 'Teams' && typeof target.value === 'string')
    return { name: 'Teams', type: 'teams', value: target.value };
  return itemOf(raw);
}

function objectOf(raw: unknown): Record<string, unknown> | null {
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}
