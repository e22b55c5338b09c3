/** The shared kit every feature renders its times, ticket numbers, statuses, headers and guarded actions with. */
export * from './ConfirmButton';
export * from './FeatureHeader';
export * from './StatusTag';
export * from './TicketNumber';
export * from './TimeText';
export * from './useNow';
