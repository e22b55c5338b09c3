import { planNameOf, type Subscription } from '../plans/Subscription';
import type { PodScreen } from '../psa/podQuery';
import type { FeatureId } from './Feature';
import { CRM_LINKED_PSAS, FEATURE_TABLE, type FeatureRule } from './featureTable';

/** What gating looks at. */
export interface GatingInput {
  /** PSA type name of the pod (PodContext.psa), e.g. ConnectWise; null outside a pod. */
  psa: string | null;
  /** The pod's screen when the URL gave one; null when unknown (then screens are not checked). */
  screen: PodScreen | null;
  /** GET PricePlan/myPlan; null while unknown (then nothing shows). */
  subscription: Subscription | null;
}

function psaAllowed(rule: FeatureRule, psa: string | null): boolean {
  // Outside a pod there is no PSA: only features open to every PSA pass.
  if (rule.psas === 'all') return true;
  return psa !== null && (rule.psas as readonly string[]).includes(psa);
}

/**
 * The features a technician sees (spec section 6), in table order:
 * PSA allowed and (screen unknown or allowed); no enabled subscription -> nothing; a demo
 * subscription (or, when that flag is absent, an obsolete one) skips the plan filter; otherwise the
 * plan name filters when there is one, and MS Teams Chats is removed. Client Portal Chats also needs
 * the PSA in the CRM-linked list.
 */
export function visibleFeatures({ psa, screen, subscription }: GatingInput): FeatureId[] {
  if (!subscription?.isSubscriptionEnabled) return [];
  let rules = FEATURE_TABLE.filter((rule) => psaAllowed(rule, psa) && (screen === null || rule.screens.includes(screen)));
  const skipPlanFilter = subscription.isDemoSubscription ?? subscription.isSubscriptionObsolete ?? false;
  if (!skipPlanFilter) {
    const hasName = !!subscription.name?.trim();
    if (hasName) {
      // An unknown plan name matches no row: a plan we cannot read unlocks nothing.
      const plan = planNameOf(subscription.name);
      rules = rules.filter((rule) => plan !== null && rule.plans.includes(plan));
    }
    rules = rules.filter((rule) => rule.feature !== 'MSTeamsChats');
  }
  return rules
    .filter((rule) => rule.feature !== 'clientPortalChats' || (psa !== null && (CRM_LINKED_PSAS as readonly string[]).includes(psa)))
    .map((rule) => rule.feature);
}
