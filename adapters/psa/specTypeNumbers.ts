/**
 * The integration types spec section 3 numbers, beside the registry (ServiceNow exists only here: it
 * has no pages). The conformance kit checks that a descriptor of a known type uses its number, and the
 * scaffold gives a new type a number none of these has. The product reads numbers from the descriptors.
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
