import { token } from '../shared/Token';

/** Plan names as the backend spells them (spec section 9: 'Verification Plus' is VerificationPlus). */
export type PlanName = 'Free' | 'VerificationPlus' | 'Pro';

/**
 * The tenant's subscription (GET PricePlan/myPlan, spec section 3). `isDemoSubscription` may be
 * absent (null): then `isSubscriptionObsolete` decides whether the plan filter is skipped.
 */
export interface Subscription {
  /** Plan name, e.g. Pro; null when the backend sends none. */
  name: string | null;
  isSubscriptionEnabled: boolean;
  isDemoSubscription: boolean | null;
  isSubscriptionObsolete: boolean | null;
}

/** One price plan of GET PricePlan (other fields are not shown by the spec). */
export interface PricePlan {
  id: string;
  name: string;
  basePriceCents: number;
}

/** GET PricePlan/myPlan and GET PricePlan. */
export interface PricePlanApi {
  myPlan(): Promise<Subscription>;
  /** Every plan, sorted ascending by basePriceCents. */
  listPlans(): Promise<PricePlan[]>;
}

export const PricePlanApiToken = token<PricePlanApi>('core.plans.PricePlanApi');

/** Cheapest first (spec section 3); a stable sort keeps the backend's order for equal prices. */
export function sortPlansByPrice(plans: readonly PricePlan[]): PricePlan[] {
  return [...plans].sort((a, b) => a.basePriceCents - b.basePriceCents);
}

/** 'Verification Plus', 'verificationplus' and 'VerificationPlus' are the same plan. */
export function planNameOf(name: string | null | undefined): PlanName | null {
  const key = (name ?? '').replace(/\s+/g, '').toLowerCase();
  if (key === 'free') return 'Free';
  if (key === 'verificationplus') return 'VerificationPlus';
  if (key === 'pro') return 'Pro';
  return null;
}
