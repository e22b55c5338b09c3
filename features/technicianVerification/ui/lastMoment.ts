import type { TechVerification } from '../core/TechVerification';
import { TECH_STATUS } from './techStatus';

/**
 * What last happened to a verification and when: "Confirmed" at its change; "Asked" at its request (also where the
 * server does not say when it changed, rather than a confirmation time it does not know).
 */
export function lastMoment(v: TechVerification): { happened: string; at: number } {
  if (v.status === 'Requested' || v.changedDate === null)
    return { happened: TECH_STATUS.Requested.happened, at: Date.parse(v.createdDate) };
  return { happened: TECH_STATUS[v.status].happened, at: Date.parse(v.changedDate) };
}
