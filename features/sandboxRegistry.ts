import type { FeatureSandbox } from '../sandbox/contract/FeatureSandbox';
import { clientPortalChatsSandbox } from './clientPortalChats/sandbox/clientPortalChatsSandbox';
import { endUserVerificationSandbox } from './endUserVerification/sandbox/endUserVerificationSandbox';
import { teamsSandbox } from './MSTeamsChats/sandbox/teamsSandbox';
import { quickTicketSandbox } from './quickTicket/sandbox/quickTicketSandbox';
import { secureDataSharingSandbox } from './secureDataSharing/sandbox/secureDataSandbox';
import { smsSandbox } from './smsMessaging/sandbox/smsSandbox';
import { technicianVerificationSandbox } from './technicianVerification/sandbox/technicianVerificationSandbox';

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
];
