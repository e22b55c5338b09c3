import type { PlanName } from '../plans/Subscription';
import type { PodScreen } from '../psa/podQuery';
import type { PsaSupports } from '../psa/PsaDescriptor';
import type { UserRole } from '../user/User';

/**
 * The PSA capabilities a feature can require instead of naming PSAs (spec section 6): every one but those that
 * shape a page rather than decide whether a feature shows (saving a picked contact, the policies banner).
 */
export type PsaCapability = Exclude<keyof PsaSupports, 'saveToContact' | 'companyPolicies'>;

/**
 * One feature's row of the gating table of spec section 6, with its PSA condition written as a
 * capability of the PSA descriptor rather than as PSA names.
 */
export interface FeatureGate {
  /** 'all' PSAs, or only the PSAs whose descriptor declares this capability. */
  psas: 'all' | PsaCapability;
  /**
   * Further capabilities the PSA must declare (spec section 6's filter rules: Client Portal Chats
   * "also requires the current PSA to be in the CRM-linked list", i.e. `['crmLinked']`). @default none
   */
  alsoRequires?: readonly PsaCapability[];
  screens: readonly PodScreen[];
  plans: readonly PlanName[];
  /** Spec section 6: MS Teams Chats is removed in the plan-filtered case. @default false */
  removedWhenPlanFiltered?: boolean;
  /** Shown only to a technician with this role (the approver page: approvers only). @default everyone */
  role?: UserRole;
}

/** A feature as gating sees it: its id and its gate (FeatureModule has both). */
export interface GatedFeature<Id extends string = string> {
  id: Id;
  gate: FeatureGate;
}
