import type { ReactNode } from 'react';
import { HomeView } from '../home/HomeView';
import { FeaturePlaceholder } from './FeaturePlaceholder';
import type { ShellStore } from './ShellStore';

/**
 * The one map page -> component. `defaultContent` is what the page that owns the shell passes for
 * End User Verification (the pod page's contact card). Replace a placeholder here when its feature
 * page is built.
 */
export function featurePage(shell: ShellStore, defaultContent: ReactNode): ReactNode {
  switch (shell.page) {
    case 'home':
      return <HomeView />;
    case 'endUserVerification':
      return defaultContent ?? <FeaturePlaceholder feature="endUserVerification" detail={shell.verificationPage} />;
    case 'secureDataSharing':
      return <FeaturePlaceholder feature="secureDataSharing" detail={shell.actionsPage} />;
    case 'clientPortalChats':
    case 'technicianVerification':
    case 'smsMessaging':
    case 'quickTicket':
    case 'MSTeamsChats':
      return <FeaturePlaceholder feature={shell.page} />;
  }
}
