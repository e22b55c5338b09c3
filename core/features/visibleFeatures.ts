import { planNameOf, type Subscription } from '../plans/Subscription';
import type { PodScreen } from '../psa/podQuery';
import type { PsaDescriptor } from '../psa/PsaDescriptor';
import type { FeatureGate, GatedFeature, PsaCapability } from './FeatureGate';

/** What gating looks at. */
export interface GatingInput {
  /** The pod's PSA (its descriptor's capabilities decide PSA conditions); null outside a pod. */
  psa: PsaDescriptor | null;
  /** The pod's screen when the URL gave one; null when unknown (then screens are not checked). */
  screen: PodScreen | null;
  /** GET PricePlan/myPlan; null while unknown (then nothing shows). */
  subscription: Subscription | null;
  /** The signed-in technician's roles; a feature gated by a role shows only to them. @default none */
  roles?: readonly string[];
}

function psaAllowed(gate: FeatureGate, psa: PsaDescriptor | null): boolean {
  const needs: PsaCapability[] = [...(gate.psas === 'all' ? [] : [gate.psas]), ...(gate.alsoRequires ?? [])];
  // Outside a pod there is no PSA: only features open to every PSA pass.
  if (needs.length === 0) return true;
  return psa !== null && needs.every((capability) => psa.supports[capability]);
}

/**
 * The features a technician sees (spec section 6), in the order given (the registry's sidebar
 * order): PSA allowed (its descriptor has the gate's capabilities) and (screen unknown or allowed) and (no
 * role needed, or the technician has it);
 * no enabled subscription -> nothing; a demo subscription (or, when that flag is absent, an obsolete
 * one) skips the plan filter; otherwise the plan name filters when there is one, and features
 * marked `removedWhenPlanFiltered` (MS Teams Chats) are removed.
 */
export function visibleFeatures<Id extends string>(
  { psa, screen, subscription, roles = [] }: GatingInput,
  features: readonly GatedFeature<Id>[],
): Id[] {
  if (!subscription?.isSubscriptionEnabled) return [];
  let shown = features.filter(
    ({ gate }) =>
      psaAllowed(gate, psa) &&
      (screen === null || gate.screens.includes(screen)) &&
      (!gate.role || roles.includes(gate.role)),
  );
  const skipPlanFilter = subscription.isDemoSubscription ?? subscription.isSubscriptionObsolete ?? false;
  if (!skipPlanFilter) {
    const hasName = !!subscription.name?.trim();
    if (hasName) {
      // An unknown plan name matches no row: a plan we cannot read unlocks nothing.
      const plan = planNameOf(subscription.name);
      shown = shown.filter(({ gate }) => plan !== null && gate.plans.includes(plan));
    }
    shown = shown.filter(({ gate }) => !gate.removedWhenPlanFiltered);
  }
  return shown.map(({ id }) => id);
}
