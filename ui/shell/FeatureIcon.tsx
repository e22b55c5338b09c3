import { Chat, Home, IdNumber, Lock, MobilePhone, People, Shield, Add } from '@blueprintjs/icons';
import type { ShellPage } from './ShellStore';

/** Icons as components (never by name: that loads every icon). */
export function FeatureIcon({ page }: { page: ShellPage }) {
  switch (page) {
    case 'home':
      return <Home />;
    case 'endUserVerification':
      return <Shield />;
    case 'clientPortalChats':
      return <Chat />;
    case 'secureDataSharing':
      return <Lock />;
    case 'technicianVerification':
      return <IdNumber />;
    case 'smsMessaging':
      return <MobilePhone />;
    case 'quickTicket':
      return <Add />;
    case 'MSTeamsChats':
      return <People />;
  }
}
