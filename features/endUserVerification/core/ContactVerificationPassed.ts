import {
  readCallerRequest,
  type CallerRequest,
  asRecord,
  stringField,
  type HistoryApproval,
  type HubEvent,
} from '@features/api/core';

/** The hub's event after a contact was verified anywhere (this technician, another, or the end user's link). */
export interface ContactVerificationPassed {
  contactId: string;
  psaId: string;
  value: string;
  validationType: string;
  inspectorName: string;
  note: string;
  /** ISO timestamp. */
  date: string;
  /**
   * Project additions, absent from older backends: what the caller asked for, the call's id, the ticket's
   * id and number (none from a contact screen) and the technician's user id.
   */
  request?: CallerRequest;
  callId?: string;
  ticketId?: string;
  ticketNumber?: string;
  inspectorId?: string;
  /** The manager who approved it, when the approval policy asked for one. */
  approvedBy?: string;
  /** The manager's answer with its reason. */
  approval?: HistoryApproval;
}

/**
 * Reads the event at the boundary: every field a string, `date` a real date, `note` possibly absent
 * (no note). Anything else is not this event and is dropped by the hub, so nothing odd is rendered.
 */
export function parseContactVerificationPassed(payload: unknown): ContactVerificationPassed | null {
  const record = asRecord(payload);
  if (!record) return null;
  const contactId = stringField(record, 'contactId');
  const psaId = stringField(record, 'psaId');
  const value = stringField(record, 'value');
  const validationType = stringField(record, 'validationType');
  const inspectorName = stringField(record, 'inspectorName');
  const date = stringField(record, 'date');
  if (!contactId || !psaId || value === null || !validationType || inspectorName === null || !date) return null;
  if (!Number.isFinite(Date.parse(date))) return null;
  const note = record.note === undefined || record.note === null ? '' : stringField(record, 'note');
  if (note === null) return null;
  const request = readCallerRequest(record.request);
  const optional = (field: 'callId' | 'ticketId' | 'ticketNumber' | 'inspectorId' | 'approvedBy') => {
    const value = stringField(record, field);
    return value ? { [field]: value } : {};
  };
  return {
    contactId,
    psaId,
    value,
    validationType,
    inspectorName,
    note,
    date,
    ...(request ? { request } : {}),
    ...optional('callId'),
    ...optional('ticketId'),
    ...optional('ticketNumber'),
    ...optional('inspectorId'),
    ...optional('approvedBy'),
    ...approvalOf(record.approval),
  };
}

/** The manager's answer when every field of it reads; otherwise left out (the record read after says it). */
function approvalOf(value: unknown): { approval?: HistoryApproval } {
  const record = asRecord(value);
  if (!record || (record.decision !== 'approve' && record.decision !== 'deny')) return {};
  const by = stringField(record, 'by');
  const reason = stringField(record, 'reason');
  const at = stringField(record, 'at');
  if (by === null || reason === null || !at || !Number.isFinite(Date.parse(at))) return {};
  return { approval: { by, decision: record.decision, reason, at } };
}

export const ContactVerificationPassedEvent: HubEvent<ContactVerificationPassed> = {
  name: 'ContactVerificationPassed',
  parse: parseContactVerificationPassed,
};
