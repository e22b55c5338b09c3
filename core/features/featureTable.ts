import type { PlanName } from '../plans/Subscription';
import type { PodScreen } from '../psa/podQuery';
import type { PsaTypeName } from '../psa/PsaType';
import type { FeatureId } from './Feature';

/** One row of the gating table of spec section 6. */
export interface FeatureRule {
  feature: FeatureId;
  /** 'all' or the PSA type names allowed. */
  psas: 'all' | readonly PsaTypeName[];
  screens: readonly PodScreen[];
  plans: readonly PlanName[];
}

const ALL_SCREENS: readonly PodScreen[] = ['ticket', 'contact', 'project_ticket'];
const ALL_PLANS: readonly PlanName[] = ['Free', 'VerificationPlus', 'Pro'];

/** Spec section 6, row by row, in sidebar order. */
export const FEATURE_TABLE: readonly FeatureRule[] = [
  { feature: 'endUserVerification', psas: 'all', screens: ALL_SCREENS, plans: ['Pro', 'VerificationPlus', 'Free'] },
  { feature: 'clientPortalChats', psas: ['ConnectWise', 'Halo', 'Autotask'], screens: ['ticket'], plans: ['Pro'] },
  { feature: 'secureDataSharing', psas: 'all', screens: ALL_SCREENS, plans: ALL_PLANS },
  { feature: 'technicianVerification', psas: 'all', screens: ALL_SCREENS, plans: ['VerificationPlus', 'Pro'] },
  { feature: 'smsMessaging', psas: 'all', screens: ['ticket', 'project_ticket'], plans: ['Pro'] },
  { feature: 'quickTicket', psas: ['ConnectWise'], screens: ['contact'], plans: ALL_PLANS },
  { feature: 'MSTeamsChats', psas: ['ConnectWise'], screens: ['ticket'], plans: ALL_PLANS },
];

/**
 * The PSAs whose tickets link to a client portal (spec section 6's "CRM-linked list", contents not
 * shown). Decision: the three the table allows for Client Portal Chats, ConnectWise, Halo and
 * Autotask: the PSAs the product's client-portal chats are tied to tickets in.
 */
export const CRM_LINKED_PSAS: readonly PsaTypeName[] = ['ConnectWise', 'Halo', 'Autotask'];
