import type { CallerRequest, HistoryEntry } from '@features/api/core';
import type { Approval } from './approval/Approval';

/**
 * Where the backend says a call's verification is:
 * - open: checks were sent, none passed yet;
 * - partial: fewer different methods passed than the request needs (1 of 2);
 * - held: the methods passed and the approval policy holds the verification for a manager (asked or not yet);
 * - verified: the backend recorded the verification (approved, when the policy asked);
 * - denied: a manager denied it; nothing of the call counts.
 */
export type CallStatus = 'open' | 'partial' | 'held' | 'verified' | 'denied';

/** A check of the call that passed: its method (the validation type), where it went and when it passed. */
export interface PassedCheck {
  validationId: string;
  validationType: string;
  value: string;
  /** The technician's note sent with the check. */
  note: string;
  /** ISO timestamp; the same moment as the history entry it recorded. */
  at: string;
}

/** The ticket note written for the call's verification (or its denial): once per call. */
export interface WrittenNote {
  by: string;
  /** ISO timestamp. */
  at: string;
}

/**
 * The backend's record of one call (GET /PsaContactValidation/calls): what the caller asked for and how many
 * methods that needs, the methods passed, the check held for approval, the approval, the status and the ticket
 * note. The one source every session, surface, note and report reads: the pod keeps no standing of its own.
 */
export interface CallRecord {
  callId: string;
  psaId: string;
  contactId: string;
  /** The ticket it was made on (null from a contact screen) and its number as the PSA writes it. */
  ticketId: string | null;
  ticketNumber: string | null;
  technician: { id: string; name: string };
  request: CallerRequest;
  methodsNeeded: 1 | 2;
  /** Recorded checks, oldest first. */
  passed: PassedCheck[];
  /** The check that completed the methods while the approval policy holds it. */
  held: PassedCheck | null;
  /** The call's approval request (one covers the whole call), when one was asked. */
  approval: Approval | null;
  status: CallStatus;
  /** ISO timestamp of the verification, once the status is verified. */
  verifiedAt: string | null;
  ticketNote: WrittenNote | null;
  /** ISO timestamps. */
  startedAt: string;
  updatedAt: string;
}

/** A passed check as the history line it recorded (the standing's proof and the history's marks use these). */
export function passedEntry(record: CallRecord, check: PassedCheck): HistoryEntry {
  const answer = record.approval?.answer;
  return {
    date: check.at,
    item: check.value,
    type: check.validationType,
    inspector: record.technician.name,
    notes: check.note,
    isRevoked: record.status === 'denied',
    request: record.request,
    callId: record.callId,
    ticketId: record.ticketId,
    ticketNumber: record.ticketNumber,
    inspectorId: record.technician.id,
    ...(answer?.decision === 'approve' ? { approvedBy: answer.by.name } : {}),
  };
}

/** The recorded checks as history lines, newest first. */
export function passedEntries(record: CallRecord): HistoryEntry[] {
  return record.passed.map((check) => passedEntry(record, check)).reverse();
}

/** The checks that passed on the call, the held one included, as history lines, newest first. */
export function checkEntries(record: CallRecord): HistoryEntry[] {
  const held = record.held ? [passedEntry(record, record.held)] : [];
  return [...held, ...passedEntries(record)];
}

/**
 * The status a record is believed to have: what it says, unless its own methods and approval say less. Verified
 * needs as many different methods as the request needs, no held check, a verification time and (when a manager
 * was asked) an approval that says approved; held needs a held check; denied needs a denial. A record that says
 * more than its facts is read as what its facts show (1 of 2 methods, held, or nothing passed), never as more:
 * a backend that says yes when its own record says no is not believed.
 */
export function believedStatus(record: CallRecord): CallStatus {
  const methods = new Set(record.passed.map((check) => factorKey(check.validationType, check.value))).size;
  // What the methods alone support when the record says more than they do.
  const short = methods === 0 ? 'open' : methods < record.methodsNeeded ? 'partial' : null;
  switch (record.status) {
    case 'denied':
      return record.approval?.state === 'denied' ? 'denied' : (short ?? (record.held ? 'held' : 'partial'));
    case 'held':
      return record.held ? 'held' : (short ?? 'partial');
    case 'verified':
      return verifiedIfItIs(record, short);
    case 'partial':
      return methods === 0 ? 'open' : 'partial';
    case 'open':
      return 'open';
  }
}

/** A record that says verified: so it is with its methods, no held check, a time and an approval that approved. */
function verifiedIfItIs(record: CallRecord, short: 'open' | 'partial' | null): CallStatus {
  if (record.held) return 'held';
  const approved = record.approval === null || record.approval.state === 'approved';
  if (short || !approved || record.verifiedAt === null) return short ?? 'partial';
  return 'verified';
}

/** Validation types compared without case or spaces ('Duo Push' and 'duo push' are one method). */
export function methodKey(validationType: string): string {
  return validationType.replace(/\s+/g, '').toLowerCase();
}

/**
 * What a check proves, for counting different methods: its method, except that a link proves the channel it went
 * by (a link texted to a phone proves that phone, as an SMS code does; one emailed proves the mailbox). So an SMS
 * code and a link by SMS are one method, never the two a reset needs.
 */
export function factorKey(validationType: string, value: string): string {
  const key = methodKey(validationType);
  if (key !== 'link') return key;
  return value.includes('@') ? 'email' : 'sms';
}
