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

/**
 * What a PSA supports beyond the common features (spec sections 1 and 6). A new capability is a member here and
 * its default in SUPPORTS_BY_DEFAULT; only the PSAs that differ from the default name it.
 */
export interface PsaSupports {
  clientPortalChats: boolean;
  quickTicket: boolean;
  teamsChats: boolean;
  /** Whether a picked contact can be saved to the ticket (POST /ConnectWisePod/saveToContact). */
  saveToContact: boolean;
  /** In spec section 6's "CRM-linked list" (Client Portal Chats also requires it). */
  crmLinked: boolean;
  /** Whether the company policies banner is fetched for its pods (spec section 4: not for SuperOps). */
  companyPolicies: boolean;
}

/** What a PSA supports unless its descriptor says otherwise: the common case (most PSAs have none of the extras). */
export const SUPPORTS_BY_DEFAULT: Readonly<PsaSupports> = {
  clientPortalChats: false,
  quickTicket: false,
  teamsChats: false,
  saveToContact: false,
  crmLinked: false,
  companyPolicies: true,
};

/**
 * Where signing in again takes a technician who last had this PSA's pod open (spec section 4):
 * its pod with ticketId and screen, its pod with ticketId only, or the remembered return path.
 */
export type ResumeAfterSignIn = 'ticketAndScreen' | 'ticket' | 'returnPath';

/**
 * The pages that show this PSA's pods in a frame (spec section 2: pods are embedded in the PSA). The build
 * lets exactly these frame the app (Content-Security-Policy frame-ancestors, scripts/deploy/securityHeaders.ts):
 * a host missing here shows a blank pod inside the PSA.
 */
export interface PsaFrameHosts {
  /**
   * The PSA's cloud hosts as CSP host sources, https only, a leading `*.` for tenant subdomains:
   * e.g. 'https://*.halopsa.com'. Empty for a PSA that only runs on its customers' own servers.
   */
  cloud: readonly string[];
  /**
   * Whether a tenant may run the PSA on a server of its own, whose address only that deployment knows:
   * it names it in APP_FRAME_ANCESTORS (e.g. https://psa.msp.example).
   */
  onPremise: boolean;
}

/**
 * Everything the app knows about one PSA, in one place: its type, its pages, the external-entry
 * names it answers to, how it loads records, where it is framed and what it supports. One folder per PSA under
 * adapters/psa/ exports one; the registry lists them; nothing else switches on PSA names.
 */
export interface PsaDescriptor {
  /** Integration type name (spec section 3), e.g. SyncroMSP; a new PSA declares its own. */
  type: PsaTypeName;
  /** Its numeric form (spec section 3 for the known ones; unique in the registry). */
  typeNumber: PsaTypeNumber;
  /** What a technician calls it, shown in the page. */
  title: string;
  /** Route slug: /pod/{slug}/:psaId (spec section 2 spells it, e.g. superOps, microsoft365). */
  slug: string;
  variants: readonly PodVariant[];
  /** The `psa` values of the external entry route that mean this PSA (spec section 2). */
  entryNames: readonly string[];
  lookups: PsaLookups;
  resumeAfterSignIn: ResumeAfterSignIn;
  /** Where its pods are framed: its cloud hosts, and whether tenants run it on their own servers. */
  frameHosts: PsaFrameHosts;
  supports: PsaSupports;
  /** How the local sandbox seeds this PSA (data only; the product never reads it). */
  sandbox: PsaSandboxSeed;
}

/**
 * The sandbox's seed for one PSA, fixed per PSA so that adding a PSA never moves another one's
 * seeded ids: integrations are `<tenant alias>-<psaIdSuffix>` (e.g. acme-halo), and the first
 * tenant's tickets are numbered from `firstTicket` (the next tenants' 102 further on each). A new PSA
 * takes a block of 20 from 2001 up (2001, 2021, ...); the conformance kit fails if seeded ids collide.
 */
export interface PsaSandboxSeed {
  psaIdSuffix: string;
  firstTicket: number;
}

/** A PSA's descriptor as its folder writes it: `supports` lists only what differs from SUPPORTS_BY_DEFAULT. */
export type PsaDescriptorSource = Omit<PsaDescriptor, 'supports'> & { supports?: Partial<PsaSupports> };

/** The whole descriptor of a PSA's folder: its own `supports` over the defaults. */
export function definePsa(source: PsaDescriptorSource): PsaDescriptor {
  return { ...source, supports: { ...SUPPORTS_BY_DEFAULT, ...source.supports } };
}
