import type { FeatureTestKit } from '@tests/kit/FeatureTestKit';
import { quickTicketAfterRemount } from './afterRemount';
import { quickTicketCalls } from './calls';
import { quickTicketMainAction } from './mainAction';

/** What the cross-cutting suites need of Quick Ticket (listed in features/testKitRegistry.ts). */
export const quickTicketTestKit: FeatureTestKit = {
  id: 'quickTicket',
  calls: quickTicketCalls,
  mainAction: quickTicketMainAction,
  afterRemount: quickTicketAfterRemount,
};
