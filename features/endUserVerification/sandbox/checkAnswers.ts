import type { SandboxState } from '@features/api/sandbox';
import type { CheckWire, VerificationSettingsWire } from '../adapters/wire/verificationWire';
import { passVerification } from './approvals/passVerification';
import { recordFailure } from './failureLog';
import { ledgerOf, MAX_WRONG_ATTEMPTS, type OutboxEntry } from './VerificationLedger';

/** A check's answer before its defaults: `replaced` is said only when true (an older backend leaves it out). */
export type CheckAnswer = Omit<CheckWire, 'confirmed' | 'replaced'> & { confirmed?: boolean | null; replaced?: true };

/** A check asked without a code (a push, a link, or a pod reading a recorded code): what the entry stands at. */
export function uncodedAnswer(entry: OutboxEntry, status: OutboxEntry['status'], askedWithCode: boolean): CheckAnswer {
  // A recorded code asked without one says so (a pod whose held code was approved reads the record).
  if (entry.record && !askedWithCode) return { status: 'verified', verification: entry.record, triesLeft: null };
  if (status === 'approved') return { status: 'verified', verification: entry.record, triesLeft: null };
  if (status === 'pending')
    return {
      status: 'pending',
      verification: null,
      triesLeft: null,
      confirmed: entry.verifyLink ? entry.verifyLink.state === 'confirmed' : null,
    };
  return { status: status === 'denied' ? 'denied' : 'expired', verification: null, triesLeft: null };
}

/** A six-digit code checked against its entry: a wrong one counts (and locks at the limit), the right one records. */
export function codeAnswer(
  state: SandboxState,
  entry: OutboxEntry,
  code: string,
  status: OutboxEntry['status'],
  settings: VerificationSettingsWire,
): CheckAnswer {
  // A second tab checking the same right code gets the same record: one verification, counted once.
  if (entry.record && code === entry.code) return { status: 'verified', verification: entry.record, triesLeft: null };
  if (status === 'locked') return { status: 'locked', verification: null, triesLeft: 0 };
  if (status !== 'sent') return { status: 'expired', verification: null, triesLeft: null };
  if (code !== entry.code) return wrongCode(state, entry, code, settings);
  const record = passVerification(state, entry);
  if (!record) return { status: 'approvalNeeded', verification: null, triesLeft: null };
  return { status: 'verified', verification: record, triesLeft: null };
}

function wrongCode(
  state: SandboxState,
  entry: OutboxEntry,
  code: string,
  settings: VerificationSettingsWire,
): CheckAnswer {
  entry.wrongAttempts += 1;
  recordFailure(state, entry, 'WrongCode', settings);
  if (entry.wrongAttempts >= MAX_WRONG_ATTEMPTS) {
    entry.status = 'locked';
    return { status: 'locked', verification: null, triesLeft: 0 };
  }
  // An older code of the same call, replaced by this send: a wrong try all the same, said as what it is.
  const replaced = ledgerOf(state).outbox.some(
    (older) => older !== entry && older.callId === entry.callId && older.code === code && older.time <= entry.time,
  );
  return {
    status: 'wrong',
    verification: null,
    triesLeft: MAX_WRONG_ATTEMPTS - entry.wrongAttempts,
    ...(replaced ? { replaced: true } : {}),
  };
}
