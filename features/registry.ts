import type { FeatureModule } from '@features/api/ui';
import { clientPortalChatsModule } from '@features/clientPortalChats/module';
import { verificationApprovalsModule } from '@features/endUserVerification/approverPageModule';
import { endUserVerificationModule } from '@features/endUserVerification/module';
import { msTeamsChatsModule } from '@features/msTeamsChats/module';
import { quickTicketModule } from '@features/quickTicket/module';
import { secureDataSharingModule } from '@features/secureDataSharing/module';
import { smsMessagingModule } from '@features/smsMessaging/module';
import { technicianVerificationModule } from '@features/technicianVerification/module';
import { verificationReportModule } from '@features/verificationReport/module';

/**
 * Every feature module, in sidebar order (spec section 2's page identifiers). A feature is one folder
 * under features/ and one line here; the sidebar, the page map, icons, gating and bindings derive from it.
 */
export const featureModules: readonly FeatureModule[] = [
  endUserVerificationModule,
  clientPortalChatsModule,
  secureDataSharingModule,
  technicianVerificationModule,
  smsMessagingModule,
  quickTicketModule,
  msTeamsChatsModule,
  verificationReportModule,
  verificationApprovalsModule,
];
