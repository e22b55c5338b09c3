import { psaDescriptors } from '@adapters/psa/registry';
import type { PsaSupports } from '@core/psa/PsaDescriptor';

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
  /** Whether it looks tickets up (the descriptor has a ticket lookup); without, its pods open on contacts. */
  tickets: boolean;
  /** What it supports beyond the common features: the sandbox answers a feature's calls for these PSAs only. */
  supports: PsaSupports;
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
    tickets: !!d.lookups.ticket,
    supports: d.supports,
  }));

/** The integration types whose descriptors support a capability (e.g. clientPortalChats), in registry order. */
export function psaTypesThatSupport(capability: keyof PsaSupports): string[] {
  return PSA_KINDS.filter((kind) => kind.supports[capability]).map((kind) => kind.type);
}

/** The integration types whose pods can show every feature: they look tickets up and support every capability. */
export function psaTypesWithEveryFeature(): string[] {
  return PSA_KINDS.filter((kind) => kind.tickets && Object.values(kind.supports).every(Boolean)).map(
    (kind) => kind.type,
  );
}
