import { historyEntryKey, type Contact, type HistoryApproval, type HistoryEntry } from '@features/api/core';
import { passedEntry, type CallRecord } from './CallRecord';
import { recordVerificationOnce } from './recordVerification';

/** A record's manager's answer as a history line carries it; null while nobody answered. */
export function approvalTrace(record: CallRecord): HistoryApproval | null {
  const answer = record.approval?.answer;
  if (!answer) return null;
  return {
    by: answer.by.name,
    decision: answer.decision,
    reason: answer.reason,
    at: new Date(answer.at).toISOString(),
  };
}

/**
 * The contact's history with what the backend's records say (pure; the same contact when nothing is new):
 * every passed check is a line (one missed live still shows), every line of a call a manager answered carries
 * the answer and its reason, and a check a manager denied is a revoked line with the denial.
 */
export function historyWithRecords(contact: Contact, records: readonly CallRecord[]): Contact {
  let updated = contact;
  for (const record of records) {
    for (const check of record.passed) {
      const entry = passedEntry(record, check);
      updated = recordVerificationOnce(updated, {
        value: entry.item,
        validationType: entry.type,
        inspectorName: entry.inspector,
        note: check.note,
        date: entry.date,
        request: record.request,
        callId: record.callId,
        ticketId: record.ticketId,
        ticketNumber: record.ticketNumber,
        inspectorId: record.technician.id,
      });
    }
    const trace = approvalTrace(record);
    if (!trace) continue;
    if (record.status === 'denied' && record.held) updated = withLine(updated, deniedLine(record, trace));
    updated = withTrace(updated, record, trace);
  }
  return updated;
}

/** The held check a manager denied, as a revoked line. */
function deniedLine(record: CallRecord, trace: HistoryApproval): HistoryEntry {
  return { ...passedEntry(record, record.held!), isRevoked: true, approval: trace };
}

function withLine(contact: Contact, line: HistoryEntry): Contact {
  const key = historyEntryKey(line);
  if (contact.history.some((entry) => historyEntryKey(entry) === key)) return contact;
  const history = [line, ...contact.history].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return { ...contact, history };
}

/** The answer on every line of the call that does not carry it yet. */
function withTrace(contact: Contact, record: CallRecord, trace: HistoryApproval): Contact {
  const lacks = (entry: HistoryEntry) => entry.callId === record.callId && !entry.approval;
  if (!contact.history.some(lacks)) return contact;
  return {
    ...contact,
    history: contact.history.map((entry) =>
      lacks(entry)
        ? { ...entry, approval: trace, ...(trace.decision === 'approve' ? { approvedBy: trace.by } : {}) }
        : entry,
    ),
  };
}
