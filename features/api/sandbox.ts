/**
 * The features' API, sandbox layer: the sandbox's surface for a feature's sandbox part (never imported by product code):
 * its Hono environment, state and world, shared ledgers and helpers.
 * A feature imports only features/api/ and its own folder (npm run deps enforces it).
 */
export * from '@sandbox/contract/FeatureSandbox';
export * from '@sandbox/contract/FeatureSandboxHooks';
export * from '@sandbox/contract/SandboxRealtime';
export * from '@sandbox/contract/SandboxState';
export * from '@sandbox/contract/messaging/MessagingLedger';
export * from '@sandbox/contract/messaging/conversationRoutes';
export * from '@sandbox/contract/messaging/messagingConsoleRoutes';
export * from '@sandbox/contract/messaging/seedMessaging';
export * from '@sandbox/contract/messaging/technicianSend';
export * from '@sandbox/contract/podLinks';
export * from '@sandbox/contract/psaFor';
export * from '@sandbox/contract/routes/consoleAnswer';
export * from '@sandbox/contract/routes/readConsoleBody';
export * from '@sandbox/contract/routes/sessionRoutes';
export * from '@sandbox/contract/sandboxEnv';
export * from '@sandbox/contract/sixDigitCode';
export * from '@sandbox/contract/spreadOver';
export * from '@sandbox/contract/verification/phoneNumbers';
export * from '@sandbox/realtime/pusherAuth';
export * from '@sandbox/world/World';
export { psaTypesThatSupport } from '@sandbox/world/psaKinds';
export * from '@sandbox/world/seedWorld';
