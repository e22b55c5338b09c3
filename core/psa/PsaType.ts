/**
 * Integration type names and their numeric form (spec section 3). ServiceNow exists only in the
 * numeric enumeration: it has no pages.
 */
export const PsaTypes = {
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
} as const;

export type PsaTypeName = keyof typeof PsaTypes;
export type PsaTypeNumber = (typeof PsaTypes)[PsaTypeName];

export function psaTypeNumber(name: PsaTypeName): PsaTypeNumber {
  return PsaTypes[name];
}

export function psaTypeName(value: number): PsaTypeName | null {
  const entry = Object.entries(PsaTypes).find(([, n]) => n === value);
  return entry ? (entry[0] as PsaTypeName) : null;
}

export function isPsaTypeName(value: string | null | undefined): value is PsaTypeName {
  return value != null && Object.prototype.hasOwnProperty.call(PsaTypes, value);
}
