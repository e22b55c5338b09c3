import type { FeatureSandbox } from '@features/api/sandbox';
import { clientPortalChatsSandbox } from '@features/clientPortalChats/sandbox/clientPortalChatsSandbox';
import { endUserVerificationSandbox } from '@features/endUserVerification/sandbox/endUserVerificationSandbox';
import { teamsSandbox } from '@features/msTeamsChats/sandbox/teamsSandbox';
import { quickTicketSandbox } from '@features/quickTicket/sandbox/quickTicketSandbox';
import { secureDataSharingSandbox } from '@features/secureDataSharing/sandbox/secureDataSandbox';
import { smsSandbox } from '@features/smsMessaging/sandbox/smsSandbox';
import { technicianVerificationSandbox } from '@features/technicianVerification/sandbox/technicianVerificationSandbox';
import { verificationReportSandbox } from '@features/verificationReport/sandbox/verificationReportSandbox';

/**
 * Every feature's sandbox part (routes, console section). Kept apart from features/registry.ts so
 * the product bundle never contains sandbox code: only the sandbox imports this file.
 */
export const featureSandboxes: readonly FeatureSandbox[] = [
  endUserVerificationSandbox,
  clientPortalChatsSandbox,
  secureDataSharingSandbox,
  technicianVerificationSandbox,
  smsSandbox,
  quickTicketSandbox,
  teamsSandbox,
  verificationReportSandbox,
];

/*
 * The pure rules of a feature that the sandbox's shared routes apply as the feature does (one rule, one place): End
 * User Verification's call fields of a history entry, present only where the check had them (the pod record's
 * history).
 */
export { presentFields } from '@features/endUserVerification/core/presentFields';
export { CALL_FIELDS_ON_THE_WIRE } from '@features/endUserVerification/core/VerificationRecord';
