import { psaDescriptors } from '@adapters/psa/registry';

/** One integration type as the sandbox seeds it, derived from its registered descriptor. */
export interface PsaKind {
  type: string;
  /** psaIds are `<tenant alias>-<psaIdSuffix>`, e.g. acme-halo. */
  psaIdSuffix: string;
  name: string;
  /** The first tenant's first ticket number (PsaDescriptor.sandbox.firstTicket). */
  firstTicket: number;
  /** Whether its tickets include project tickets (the descriptor has a projectTicket lookup). */
  projectTickets: boolean;
}

/**
 * Every registered PSA, in registry order. Derived from the descriptors (the sandbox imports their
 * data, nothing else of the product), so a new PSA is seeded without an edit here.
 */
// A descriptor without its seed is reported by the conformance kit rather than crashing the sandbox.
export const PSA_KINDS: readonly PsaKind[] = psaDescriptors
  .filter((d) => d.sandbox)
  .map((d) => ({
    type: d.type,
    psaIdSuffix: d.sandbox.psaIdSuffix,
    name: d.title,
    firstTicket: d.sandbox.firstTicket,
    projectTickets: !!d.lookups.projectTicket,
  }));
