import type { PsaTypeName, PsaTypeNumber } from './PsaType';

/** The ways a PSA embeds a pod (spec section 2): the plain pod, a full-size page and a widget. */
export type PodVariant = 'pod' | 'fullSize' | 'widget';

/** Builds a lookup path from already URL-encoded segments. */
export type LookupPath = (psaId: string, id: string) => string;

/** How a PSA loads its records (spec section 7). A PSA without `ticket` opens on the contact screen. */
export interface PsaLookups {
  ticket?: LookupPath;
  /** ConnectWise only: project tickets have their own lookup. */
  projectTicket?: LookupPath;
  contact: LookupPath;
}

/** What a PSA supports beyond the common features (spec sections 1 and 6). */
export interface PsaSupports {
  clientPortalChats: boolean;
  quickTicket: boolean;
  teamsChats: boolean;
  /** Whether a picked contact can be saved to the ticket (POST /ConnectWisePod/saveToContact). */
  saveToContact: boolean;
}

/**
 * Everything the app knows about one PSA, in one place: its type, its pages, the external-entry
 * names it answers to, how it loads records and what it supports. One folder per PSA under
 * adapters/psa/ exports one; the registry lists them; nothing else switches on PSA names.
 */
export interface PsaDescriptor {
  /** Integration type name (spec section 3), e.g. SyncroMSP. */
  type: PsaTypeName;
  /** Its numeric form: must equal psaTypeNumber(type). */
  typeNumber: PsaTypeNumber;
  /** What a technician calls it, shown in the page. */
  title: string;
  /** Route slug: /pod/{slug}/:psaId (spec section 2 spells it, e.g. superOps, microsoft365). */
  slug: string;
  variants: readonly PodVariant[];
  /** The `psa` values of the external entry route that mean this PSA (spec section 2). */
  entryNames: readonly string[];
  lookups: PsaLookups;
  supports: PsaSupports;
}
