import type { SandboxState, World } from '@features/api/sandbox';
import type { __Name__ItemWire } from '../adapters/wire/__name__Wire';

/** One item as the sandbox keeps it: the wire item and whose it is. */
export interface __Name__Record {
  psaId: string;
  contactId: string;
  item: __Name__ItemWire;
}

export interface __Name__Ledger {
  records: __Name__Record[];
  nextId: number;
}

/** This sandbox's items (a fresh, seeded ledger per sandbox: each jest test, each story). */
export function __name__LedgerOf(state: SandboxState): __Name__Ledger {
  return state.slot('__id__', seed__Name__Ledger);
}

/** One item for the first contact of every integration, so its page has something to show. */
export function seed__Name__Ledger(world: World): __Name__Ledger {
  const ledger: __Name__Ledger = { records: [], nextId: 1 };
  for (const psa of world.psas) {
    const contact = world.contacts.find((c) => c.psaId === psa.psaId);
    if (contact) add__Name__Item(ledger, psa.psaId, contact.id, 'A first item, seeded by the sandbox.', '2026-10-01T09:00:00.000Z');
  }
  return ledger;
}

export function add__Name__Item(ledger: __Name__Ledger, psaId: string, contactId: string, text: string, createdAt = new Date().toISOString()): __Name__Record {
  const record = { psaId, contactId, item: { id: `__kebab__-${ledger.nextId++}`, text, createdAt } };
  ledger.records.unshift(record);
  return record;
}

/** A contact's items, newest first. */
export function itemsOf(ledger: __Name__Ledger, psaId: string, contactId: string): __Name__ItemWire[] {
  return ledger.records.filter((r) => r.psaId === psaId && r.contactId === contactId).map((r) => r.item);
}
