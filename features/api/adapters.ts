/**
 * The features' API, adapters layer: what a feature's adapters use: the app's one HTTP client, reading wire bodies at the
 * boundary, shared GETs, the shared phone-number and conversation wires, a conversation's live messages from the
 * hub, the Pusher channel authorizer.
 * A feature imports only features/api/ and its own folder (npm run deps enforces it).
 */
export * from '@adapters/http/HttpClientToken';
export * from '@adapters/http/HttpPhoneFormatter';
export * from '@adapters/http/createHttpClient';
export * from '@adapters/http/sharedGet';
export * from '@adapters/http/wire/conversationWire';
export * from '@adapters/http/wire/parseWire';
export * from '@adapters/http/wire/wireCalls';
export * from '@adapters/http/wire/phoneNumberWire';
export * from '@adapters/realtime/HubLiveMessages';
export * from '@adapters/realtime/pusher/httpChannelAuthorizer';
