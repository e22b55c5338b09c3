import { AppError } from '@features/api/core';
import { believedStatus, type CallRecord, type PassedCheck } from '../core/CallRecord';
import { toApproval } from './HttpApprovalApi';
import type { CallRecordWire, PassedCheckWire } from './wire/callRecordWire';

/**
 * The wire's call record as the core's. Times must be times; the status is what the record's own methods and
 * approval support (`believedStatus`): a record that says verified with one of the two methods its request needs
 * is read as 1 of 2 methods, never as a green standing.
 */
export function readCallRecord(wire: CallRecordWire): CallRecord {
  const record: CallRecord = {
    callId: wire.callId,
    psaId: wire.psaId,
    contactId: wire.contactId,
    ticketId: wire.ticketId,
    ticketNumber: wire.ticketNumber,
    technician: { id: wire.technician.id, name: wire.technician.name },
    request: wire.request,
    methodsNeeded: wire.methodsNeeded === 2 ? 2 : 1,
    passed: wire.passed.map(check),
    held: wire.held ? check(wire.held) : null,
    approval: wire.approval ? toApproval(wire.approval) : null,
    status: wire.status,
    verifiedAt: wire.verifiedAt === null ? null : time(wire.verifiedAt),
    ticketNote: wire.ticketNote ? { by: wire.ticketNote.by, at: time(wire.ticketNote.at) } : null,
    startedAt: time(wire.startedAt),
    updatedAt: time(wire.updatedAt),
  };
  return { ...record, status: believedStatus(record) };
}

function check(wire: PassedCheckWire): PassedCheck {
  return {
    validationId: wire.validationId,
    validationType: wire.validationType,
    value: wire.value,
    note: wire.note,
    at: time(wire.at),
  };
}

/** An ISO time, kept as the backend wrote it (the history's entries carry the same string). */
function time(value: string): string {
  if (!Number.isFinite(Date.parse(value)))
    throw new AppError('malformed', 'The server sent an unexpected time in a verification record.');
  return value;
}
