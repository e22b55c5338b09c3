/**
 * The features' API, ui layer: what a feature page builds on: its module (id, title, icon, gate, notices, lazy page and
 * bindings), what it may say about the pod's contact (FeatureSignals), looking services up, the signed-in
 * technician, one intended action one request, the latest request and its loading state, loaders, the
 * phone and value formats, the conversation kit (one page and its store for every transport).
 * A feature imports only features/api/ and its own folder (npm run deps enforces it).
 */
export * from '@ui/common/AsyncAction';
export * from '@ui/common/FrameBatch';
export * from '@ui/common/LatestRequest';
export * from '@ui/common/Loader';
export * from '@ui/common/usePageStore';
export * from '@ui/common/virtualRows';
export * from '@ui/contact/BreakableValue';
export * from '@ui/contact/ContactValue';
export * from '@ui/contact/FormattedPhone';
export * from '@ui/conversation/ConversationComposer';
export * from '@ui/conversation/ConversationPage';
export * from '@ui/conversation/ConversationPageStore';
export * from '@ui/conversation/ConversationStart';
export * from '@ui/conversation/ConversationStore';
export * from '@ui/conversation/ConversationMessages';
export * from '@ui/conversation/ConversationView';
export * from '@ui/conversation/Message';
export * from '@ui/conversation/MessageBody';
export * from '@ui/conversation/MessageBox';
export * from '@ui/conversation/MessageForm';
export * from '@ui/conversation/MessageList';
export * from '@ui/conversation/conversationPageDeps';
export * from '@ui/features/ConversationFocus';
export * from '@ui/features/FeatureModule';
export * from '@ui/features/FeatureSignals';
export * from '@ui/features/ticketMessageNotices';
export * from '@ui/kit';
export * from '@ui/services/ServiceContext';
export * from '@ui/shell/useShellPlace';
export * from '@ui/session/CurrentUserStore';
export * from '@ui/shell/PageLink';
