import type { Approval } from '../approval/Approval';
import type { CallRecord, PassedCheck } from '../CallRecord';

/** Records of calls as the backend answers them, for tests and stories: Tess Tech's call on ticket 1002 by default. */
export const CallRecordMother = {
  check(at: string, validationType = 'SMS', value = '0555 010 2002', note = ''): PassedCheck {
    return { validationId: `v-${validationType}-${at}`, validationType, value, note, at };
  },

  /** A verified call with the given checks (one SMS by default). */
  record(parts: Partial<CallRecord> = {}): CallRecord {
    const passed = parts.passed ?? [CallRecordMother.check('2026-11-22T10:01:00.000Z')];
    return {
      callId: 'call-1',
      psaId: 'acme-cw',
      contactId: 'c-bob',
      ticketId: '1002',
      ticketNumber: 'T1002',
      technician: { id: 'u-tech', name: 'Tess Tech' },
      request: 'Other',
      methodsNeeded: 1,
      passed,
      held: null,
      approval: null,
      status: 'verified',
      verifiedAt: passed.at(-1)?.at ?? null,
      ticketNote: null,
      startedAt: passed[0]?.at ?? '2026-11-22T10:00:00.000Z',
      updatedAt: passed.at(-1)?.at ?? '2026-11-22T10:00:00.000Z',
      ...parts,
    };
  },

  /** A manager's answer to the call's approval request. */
  answered(decision: 'approve' | 'deny', reason: string, at = '2026-11-22T10:12:00.000Z'): Approval {
    const by = decision === 'approve' ? { id: 'u-mfa', name: 'Max Factor' } : { id: 'u-duo', name: 'Dana Duo' };
    return {
      id: 'ap-1',
      validationId: 'v-held',
      psaId: 'acme-cw',
      contactId: 'c-bob',
      contactName: 'Bob Martinez',
      ticketId: '1002',
      request: 'PasswordReset',
      requester: { id: 'u-tech', name: 'Tess Tech' },
      approver: by,
      reason: 'Reset for a locked account',
      requestedAt: Date.parse('2026-11-22T10:10:00.000Z'),
      expiresAt: Date.parse('2026-11-22T10:20:00.000Z'),
      state: decision === 'approve' ? 'approved' : 'denied',
      answer: { by, decision, reason, at: Date.parse(at) },
    };
  },
};
