import type { PlanName } from '../plans/Subscription';
import type { PodScreen } from '../psa/podQuery';
import type { PsaSupports } from '../psa/PsaDescriptor';

/** The PSA capabilities a feature can require instead of naming PSAs (spec section 6). */
export type PsaCapability = keyof Pick<PsaSupports, 'clientPortalChats' | 'quickTicket' | 'teamsChats'>;

/**
 * One feature's row of the gating table of spec section 6, with its PSA condition written as a
 * capability of the PSA descriptor rather than as PSA names.
 */
export interface FeatureGate {
  /** 'all' PSAs, or only the PSAs whose descriptor declares this capability. */
  psas: 'all' | PsaCapability;
  screens: readonly PodScreen[];
  plans: readonly PlanName[];
  /** Spec section 6: MS Teams Chats is removed in the plan-filtered case. @default false */
  removedWhenPlanFiltered?: boolean;
}
