import type { ReactNode } from 'react';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import type { FeatureModule } from '../features/FeatureModule';
import { FeatureOutlet } from '../features/FeatureOutlet';
import { HomeView } from './HomeView';
import { DEFAULT_PAGE, type ShellStore } from './ShellStore';

/**
 * The one map page -> component, derived from the registered feature modules: each renders its
 * lazily loaded page with the pod context. `defaultContent` is what the page that owns the shell
 * shows for the default feature (the pod page's contact card, which embeds End User Verification).
 */
export function featurePage(
  shell: ShellStore,
  defaultContent: ReactNode,
  modules: readonly FeatureModule[],
  pod: FeaturePodContext,
): ReactNode {
  if (shell.page === 'home') return <HomeView />;
  if (shell.page === DEFAULT_PAGE && defaultContent) return defaultContent;
  const module = modules.find((m) => m.id === shell.page);
  return module ? <FeatureOutlet key={module.id} module={module} pod={pod} /> : <HomeView />;
}
