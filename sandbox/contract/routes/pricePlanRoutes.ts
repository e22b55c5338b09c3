import { Hono } from 'hono';
import type { MyPlanWire, PricePlanWire } from '@adapters/http/wire/pricePlanWire';
import type { SandboxEnv } from '../sandboxEnv';

/** The sandbox's price list, deliberately not in price order: the SPA sorts it. */
export const SANDBOX_PRICE_PLANS: PricePlanWire[] = [
  { id: 'plan-pro', name: 'Pro', basePriceCents: 4900 },
  { id: 'plan-free', name: 'Free', basePriceCents: 0 },
  { id: 'plan-plus', name: 'VerificationPlus', basePriceCents: 1900 },
];

/**
 * GET PricePlan/myPlan: the caller's tenant plan with its subscription flags (a tenant without
 * flags has an enabled, ordinary subscription). GET PricePlan: every plan.
 */
export const pricePlanRoutes = new Hono<SandboxEnv>()
  .get('/PricePlan/myPlan', (c) => {
    const tenant = c.var.state.tenantOf(c.var.user);
    const flags = tenant.subscription ?? { enabled: true, demo: false, obsolete: false };
    const answer: MyPlanWire = {
      name: tenant.plan,
      isSubscriptionEnabled: flags.enabled,
      isDemoSubscription: flags.demo,
      isSubscriptionObsolete: flags.obsolete,
    };
    return c.json(answer);
  })
  .get('/PricePlan', (c) => c.json(SANDBOX_PRICE_PLANS));
