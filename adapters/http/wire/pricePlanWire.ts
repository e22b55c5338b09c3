import { array, boolean, number, object, string, type InferType } from 'yup';

/**
 * GET PricePlan/myPlan. Decision: the plan name plus the three subscription flags of spec section 3;
 * isDemoSubscription and isSubscriptionObsolete may be null or missing ("absent").
 */
export const myPlanWire = object({
  name: string().nullable().defined().default(null),
  isSubscriptionEnabled: boolean().required(),
  isDemoSubscription: boolean().nullable().defined().default(null),
  isSubscriptionObsolete: boolean().nullable().defined().default(null),
});
export type MyPlanWire = InferType<typeof myPlanWire>;

/** One entry of GET PricePlan (other fields may come and are ignored). */
export const pricePlanWire = object({
  id: string().required(),
  name: string().required(),
  basePriceCents: number().integer().min(0).required(),
});
export type PricePlanWire = InferType<typeof pricePlanWire>;

export const pricePlansWire = array(pricePlanWire).required();
