import type { ReactNode } from 'react';
import type { FeaturePodContext } from '../../core/features/FeaturePodContext';
import type { FeatureModule } from '../features/FeatureModule';
import { FeatureOutlet } from '../features/FeatureOutlet';
import { HomeView } from '../home/HomeView';
import { FeaturePlaceholder } from './FeaturePlaceholder';
import type { ShellStore } from './ShellStore';

/**
 * The one map page -> component. A registered feature module renders its lazily loaded page with the
 * pod context; `defaultContent` is what the page that owns the shell passes for End User Verification
 * (the pod page's contact card). Pages with no module yet show a placeholder naming the feature.
 */
export function featurePage(shell: ShellStore, defaultContent: ReactNode, modules: readonly FeatureModule[], pod: FeaturePodContext): ReactNode {
  if (shell.page === 'home') return <HomeView />;
  const module = modules.find((m) => m.id === shell.page);
  if (module) return <FeatureOutlet key={module.id} module={module} pod={pod} />;
  switch (shell.page) {
    case 'endUserVerification':
      return defaultContent ?? <FeaturePlaceholder feature="endUserVerification" detail={shell.verificationPage} />;
    case 'secureDataSharing':
      return <FeaturePlaceholder feature="secureDataSharing" detail={shell.actionsPage} />;
    default:
      return <FeaturePlaceholder feature={shell.page} />;
  }
}
