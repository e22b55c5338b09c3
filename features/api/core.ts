/**
 * The features' API, core layer: framework-free types, rules and ports, as the app binds them (a feature uses them,
 * never binds them): contacts, conversations, what the caller asks for, ticket texts, safe URLs, templates,
 * the one time format, the PSA registry and the PSAs a sentence names, hub events and the reconnect schedule, the app's errors; typed tokens, the clock,
 * drafts, the conversation outbox, values kept in the browser, shared requests, the realtime hub and
 * channels, notifications, the session. A feature's core/ imports only this file.
 * A feature imports only features/api/ and its own folder (npm run deps enforces it).
 */
export * from '@core/auth/tokens';
export * from '@core/contact/CallerRequest';
export * from '@core/contact/Contact';
export * from '@core/contact/methodName';
export * from '@core/contact/verificationMethod';
export * from '@core/contact/approvalLine';
export * from '@core/contact/phoneKind';
export * from '@core/conversation/ConversationMessage';
export * from '@core/conversation/ConversationOutbox';
export * from '@core/conversation/ConversationPageTransport';
export * from '@core/conversation/ConversationTransport';
export * from '@core/conversation/LiveMessages';
export * from '@core/conversation/readMessageEvent';
export * from '@core/conversation/smsSegments';
export * from '@core/drafts/Drafts';
export * from '@core/features/Feature';
export * from '@core/features/FeatureGate';
export * from '@core/features/FeaturePodContext';
export * from '@core/navigation/safeUrls';
export * from '@core/notifications/Notifier';
export * from '@core/notifications/reportError';
export * from '@core/psa/PsaRegistry';
export * from '@core/psa/podScreenFor';
export * from '@core/psa/psaNamesText';
export * from '@core/psa/ticketNumberText';
export * from '@core/realtime/ConnectionKeeper';
export * from '@core/realtime/HubEvent';
export * from '@core/realtime/RealtimeChannels';
export * from '@core/realtime/RealtimeHub';
export * from '@core/realtime/WakeUps';
export * from '@core/shared/AppError';
export * from '@core/shared/Bind';
export * from '@core/shared/SharedRequests';
export * from '@core/shared/Token';
export * from '@core/shared/mayPassOnRetry';
export * from '@core/storage/LocalValues';
export * from '@core/templates/fillTemplate';
export * from '@core/time/Clock';
export * from '@core/time/timeText';
export * from '@core/time/writtenTimeText';
export * from '@core/toasts/ShellNotifier';
