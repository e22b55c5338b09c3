/**
 * An integration type name (spec section 3), e.g. SyncroMSP. Each PSA's descriptor declares its
 * own (PsaDescriptor.type), so a new PSA needs no edit here; the PSA travels through the app as its
 * descriptor, and as this name only where it is stored (the pod context in session storage).
 */
export type PsaTypeName = string;
/** The numeric form of an integration type (spec section 3). */
export type PsaTypeNumber = number;
