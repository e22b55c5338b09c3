/**
 * The shared kit every feature renders its times, ticket numbers, statuses, headers and guarded actions with, and the
 * one rule of where the focus goes after each action (useFocusFollowsWork).
 */
export * from './ConfirmButton';
export * from './FeatureHeader';
export * from './StatusTag';
export * from './TicketNumber';
export * from './TimeText';
export * from './useNow';
export * from './useFocusFollowsWork';
