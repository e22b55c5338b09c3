import {
  type SandboxState,
  sixDigitCode,
  type SandboxContact,
  type SandboxTicket,
  type World,
} from '@features/api/sandbox';
import type { TechVerificationType, TechVerificationWire } from '../adapters/wire/techVerificationWire';

/** Wrong codes an end user may enter before the verification fails. */
export const MAX_WRONG_CODES = 3;

/** One technician verification as the sandbox keeps it: the wire message plus what only the backend knows. */
export interface TechVerificationRecord {
  message: TechVerificationWire;
  tenantId: string;
  /** The code sent to the end user's phone; null until the technician sends one. */
  code: string | null;
  wrongCodes: number;
}

export interface TechVerificationLedger {
  records: TechVerificationRecord[];
  nextId: number;
}

/** This sandbox's technician verifications (a fresh seeded ledger per sandbox). */
export function techLedgerOf(state: SandboxState): TechVerificationLedger {
  return state.slot('technicianVerification', seedTechLedger);
}

/** The message as technicians see it: the code stays on the end user's phone. */
export function technicianView(record: TechVerificationRecord): TechVerificationWire {
  return { ...record.message, Code: null };
}

export function phoneOf(contact: SandboxContact): string | null {
  return contact.communicationItems.find((item) => item.type === 'phone')?.value ?? null;
}

/** A new record from the end user's side (the console), newest first in the ledger. */
export function addRecord(
  ledger: TechVerificationLedger,
  tenantId: string,
  fields: Omit<TechVerificationWire, 'Id' | 'Code' | 'CreatedDate' | 'IsVerified' | 'Type'>,
  type: TechVerificationType,
  createdDate = new Date().toISOString(),
): TechVerificationRecord {
  const record: TechVerificationRecord = {
    message: {
      Id: `tv-${ledger.nextId++}`,
      Code: null,
      CreatedDate: createdDate,
      UpdatedDate: createdDate,
      IsVerified: type === 'Verified',
      Type: type,
      ...fields,
    },
    tenantId,
    code: null,
    wrongCodes: 0,
  };
  ledger.records.unshift(record);
  return record;
}

/** Sends a fresh code to the end user: a resend replaces the old code and forgives wrong tries. */
export function sendCode(record: TechVerificationRecord, technicianName: string, to: string, now = new Date()): void {
  record.code = sixDigitCode();
  record.wrongCodes = 0;
  record.message = {
    ...record.message,
    Type: 'CodeSent',
    From: technicianName,
    To: to,
    IsVerified: false,
    UpdatedDate: now.toISOString(),
  };
}

/** The end user enters the code they received. */
export function enterCode(record: TechVerificationRecord, code: string, now = new Date()): TechVerificationType {
  const UpdatedDate = now.toISOString();
  if (record.code !== null && code.replace(/\s/g, '') === record.code) {
    record.message = { ...record.message, Type: 'Verified', IsVerified: true, UpdatedDate };
  } else {
    record.wrongCodes += 1;
    record.message = {
      ...record.message,
      Type: record.wrongCodes >= MAX_WRONG_CODES ? 'Failed' : 'WrongCode',
      UpdatedDate,
    };
  }
  return record.message.Type;
}

/** Whether the technician may (re)send a code: not once it is verified or has failed. */
export function isOpen(record: TechVerificationRecord): boolean {
  return (
    record.message.Type === 'Requested' || record.message.Type === 'CodeSent' || record.message.Type === 'WrongCode'
  );
}

/**
 * Seeded history for Acme's ConnectWise: 36 finished verifications over the seeded tickets, so the
 * history table has pages to turn, columns to sort and values to filter.
 */
export function seedTechLedger(world: World): TechVerificationLedger {
  const ledger: TechVerificationLedger = { records: [], nextId: 1 };
  const tickets = world.tickets.filter(
    (t): t is SandboxTicket & { contactId: string } =>
      t.psaId === 'acme-cw' && t.kind === 'ticket' && t.contactId !== null,
  );
  const start = Date.parse('2026-10-01T09:00:00.000Z');
  for (let i = 0; i < 36; i++) {
    const ticket = tickets[i % tickets.length]!;
    const contact = world.contacts.find((ct) => ct.id === ticket.contactId);
    if (!contact) continue;
    const type: TechVerificationType = i % 5 === 4 ? 'Failed' : 'Verified';
    const asked = start + i * 7 * 3_600_000;
    const record = addRecord(
      ledger,
      't-acme',
      {
        ContactId: contact.id,
        ContactName: contact.name,
        CrmId: 'acme-cw',
        TicketId: ticket.id,
        TicketNumber: ticket.number,
        From: 'Tess Tech',
        To: phoneOf(contact),
      },
      type,
      new Date(asked).toISOString(),
    );
    // Answered a few minutes after it was asked.
    record.message.UpdatedDate = new Date(asked + 4 * 60_000).toISOString();
    record.code = '000000';
  }
  return ledger;
}
