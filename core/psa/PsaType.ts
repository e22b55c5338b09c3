/**
 * An integration type name (spec section 3), e.g. SyncroMSP. Each PSA's descriptor declares its
 * own (PsaDescriptor.type), so a new PSA needs no edit here; the PSA travels through the app as its
 * descriptor, and as this name only where it is stored (the pod context in session storage).
 */
export type PsaTypeName = string;
/** The numeric form of an integration type (spec section 3). */
export type PsaTypeNumber = number;

/**
 * The numbers spec section 3 assigns (ServiceNow exists only here: it has no pages). The
 * conformance kit checks that a descriptor of a known type uses its number and that a new type
 * takes a number no other type has.
 */
export const SPEC_PSA_TYPE_NUMBERS: Readonly<Record<string, number>> = {
  ConnectWise: 0,
  Autotask: 1,
  Kaseya: 2,
  ServiceNow: 3,
  SyncroMSP: 4,
  Halo: 5,
  Zendesk: 6,
  SuperOps: 7,
  Microsoft: 8,
  ImportIntegration: 9,
  FreshService: 10,
};
