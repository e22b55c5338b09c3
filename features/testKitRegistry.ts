import type { FeatureTestKit } from '@tests/kit/FeatureTestKit';
import { clientPortalChatsTestKit } from '@features/clientPortalChats/testing/clientPortalChatsTestKit';
import { endUserVerificationTestKit } from '@features/endUserVerification/testing/endUserVerificationTestKit';
import { verificationApprovalsTestKit } from '@features/endUserVerification/testing/verificationApprovalsTestKit';
import { msTeamsChatsTestKit } from '@features/msTeamsChats/testing/msTeamsChatsTestKit';
import { quickTicketTestKit } from '@features/quickTicket/testing/quickTicketTestKit';
import { secureDataSharingTestKit } from '@features/secureDataSharing/testing/secureDataSharingTestKit';
import { smsMessagingTestKit } from '@features/smsMessaging/testing/smsMessagingTestKit';
import { technicianVerificationTestKit } from '@features/technicianVerification/testing/technicianVerificationTestKit';
import { verificationReportTestKit } from '@features/verificationReport/testing/verificationReportTestKit';

/**
 * Every feature's test kit (features/<id>/testing/): its HTTP calls, its main action in Chromium and its
 * check after StrictMode's remount. Only tests import this file; the suites under tests/ read it, so adding
 * a feature edits nothing there. Kept apart from both other registries: it holds test code (call tables,
 * shapes, Testing Library, Node's File) that neither the product bundle nor the sandbox's hosts may load.
 */
export const featureTestKits: readonly FeatureTestKit[] = [
  endUserVerificationTestKit,
  clientPortalChatsTestKit,
  secureDataSharingTestKit,
  technicianVerificationTestKit,
  smsMessagingTestKit,
  quickTicketTestKit,
  msTeamsChatsTestKit,
  verificationReportTestKit,
  verificationApprovalsTestKit,
];
