/** Feature page identifiers (spec section 2), in sidebar order. */
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

/** Names shown in the sidebar and on placeholders (spec section 1). */
export const FEATURE_NAMES: Record<FeatureId, string> = {
  endUserVerification: 'End User Verification',
  clientPortalChats: 'Client Portal Chats',
  secureDataSharing: 'Secure Data Sharing',
  technicianVerification: 'Technician Verification',
  smsMessaging: 'SMS Messaging',
  quickTicket: 'Quick Ticket',
  MSTeamsChats: 'MS Teams Chats',
};
