/**
 * Feature page identifiers (spec section 2), in sidebar order. The feature registry
 * (features/registry.ts) lists one module per identifier in this order, which the feature kit checks;
 * a new page identifier is added here and in the registry (`npm run new:feature` does both).
 */
export const FEATURE_IDS = [
  'endUserVerification',
  'clientPortalChats',
  'secureDataSharing',
  'technicianVerification',
  'smsMessaging',
  'quickTicket',
  'MSTeamsChats',
] as const;

export type FeatureId = (typeof FEATURE_IDS)[number];
