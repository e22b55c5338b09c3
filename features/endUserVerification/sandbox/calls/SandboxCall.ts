import type { CallRecordWire, CallStatusWire, PassedCheckWire } from '../../adapters/wire/callRecordWire';

/**
 * The sandbox's record of one call: the wire record's facts, and what the record is built from that the
 * wire does not carry (the tenant, the company, the approval's id: the approval itself is read when the
 * record is answered, so it is always the approval as it stands).
 */
export interface SandboxCall {
  tenantId: string;
  companyId: string;
  callId: string;
  psaId: string;
  contactId: string;
  ticketId: string | null;
  ticketNumber: string | null;
  technician: { id: string; name: string };
  request: CallRecordWire['request'];
  methodsNeeded: 1 | 2;
  passed: PassedCheckWire[];
  held: PassedCheckWire | null;
  approvalId: string | null;
  status: CallStatusWire;
  verifiedAt: string | null;
  ticketNote: { by: string; at: string } | null;
  startedAt: string;
  updatedAt: string;
}
