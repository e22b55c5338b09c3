import type { CallRecord } from './CallRecord';

/**
 * The call the pod is on: the ticket (null on a contact screen), the signed-in technician's user id, and
 * the call's own id when the pod has one (kept with the call, or chosen for a new one by "Verify again").
 */
export interface ThisCall {
  ticketId: string | null;
  technicianId: string | null;
  callId: string | null;
}

/**
 * Whether a record was made where the pod is: by this technician, on this ticket (on a contact screen,
 * without a ticket). A record that does not say who made it is never this call's.
 */
export function madeHere(record: Pick<CallRecord, 'technician' | 'ticketId'>, call: ThisCall): boolean {
  if (!call.technicianId || record.technician.id !== call.technicianId) return false;
  return call.ticketId ? record.ticketId === call.ticketId : !record.ticketId;
}

/**
 * The backend's record of the call the pod is on:
 * - with a call id (kept by the pod, or new after "Verify again"): that record, when it was made here; none
 *   while the backend has not heard of the call (a new call, or an id in storage no check ever used);
 * - without one (a fresh sign-in, another browser) on a ticket: this technician's newest record on the ticket
 *   that is still going (changed within the window), so a second session continues the same call;
 * - without one on a contact screen: none (nothing but the call's own id says which call a check was).
 */
export function thisCallRecord(
  records: readonly CallRecord[],
  call: ThisCall,
  windowMinutes: number,
  now: number,
): CallRecord | null {
  if (call.callId) return records.find((record) => record.callId === call.callId && madeHere(record, call)) ?? null;
  if (!call.ticketId) return null;
  const going = records.filter(
    (record) => madeHere(record, call) && now - Date.parse(record.updatedAt) <= windowMinutes * 60_000,
  );
  return going.sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt))[0] ?? null;
}
