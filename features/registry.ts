import type { FeatureModule } from '../ui/features/FeatureModule';
import { clientPortalChatsModule } from './clientPortalChats/module';
import { endUserVerificationModule } from './endUserVerification/module';
import { msTeamsChatsModule } from './MSTeamsChats/module';
import { quickTicketModule } from './quickTicket/module';
import { secureDataSharingModule } from './secureDataSharing/module';
import { smsMessagingModule } from './smsMessaging/module';
import { technicianVerificationModule } from './technicianVerification/module';

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
];
