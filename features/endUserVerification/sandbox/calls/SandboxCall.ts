import type { CallRecordWire } from '../../adapters/wire/callRecordWire';

/**
 * The sandbox's record of one call: the wire record's facts, and what the record is built from that the wire does
 * not carry (the tenant, the company, the approval's id: the approval itself is read when the record is answered,
 * so it is always the approval as it stands).
 */
export type SandboxCall = Omit<CallRecordWire, 'approval' | 'methodsNeeded'> & {
  tenantId: string;
  companyId: string;
  approvalId: string | null;
  methodsNeeded: 1 | 2;
};
