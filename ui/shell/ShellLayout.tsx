import { Button, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import { Loader } from '../common/Loader';
import { LiveUpdatesPaused } from '../realtime/LiveUpdatesPaused';
import { useHubState } from '../realtime/useHubState';
import { FeatureModulesToken } from '../features/FeatureModule';
import { contactSignalKey } from '../features/FeatureSignals';
import { useService } from '../services/ServiceContext';
import { CurrentUserStoreToken } from '../session/CurrentUserStore';
import { AccountLoadFailed } from './AccountLoadFailed';
import { CompanyPoliciesBanner } from './CompanyPoliciesBanner';
import { featurePage } from './featurePages';
import { FeatureWatchers } from '../features/FeatureWatchers';
import { ShellStoreToken, type ShellPage } from './ShellStore';
import { ShellTopBar } from './ShellTopBar';
import { Sidebar } from './Sidebar';
import { useSignOutGuard } from './SignOutGuard';
import { SkipToMain } from './SkipToMain';
import { useNoticeSources } from './useNoticeSources';
import { useOpenPage } from './useShellPlace';
import { useShellFollowsAddress } from './useShellFollowsAddress';
import { useSignOut } from './useSignOut';
import './shell.css';

export interface ShellLayoutProps {
  /** The End User Verification page's content (the pod page passes its contact card here). */
  children?: ReactNode;
  /** The pod's PSA; when absent, the one the pod context remembers (resolved through the registry). */
  psa?: PsaDescriptor | null;
  /** The contact's company once known; enables the company policies. */
  companyId?: string | null;
  /** The page to show when this layout mounts (the home route passes 'home'). */
  startPage?: ShellPage;
  /** Where feature pages are opened (the pod page passes its record's context). @default no pod */
  pod?: FeaturePodContext;
}

const NO_POD: FeaturePodContext = {
  psa: null,
  psaId: null,
  screen: 'ticket',
  ticket: null,
  company: null,
  contact: null,
  ready: true,
};

/**
 * The frame around every signed-in page: a loader until the user has loaded, then the sidebar, a
 * top bar (user, company policies, help) and the page the shell state selects. The shell store starts
 * what runs behind it (the account, the plan, the realtime hub) while it is mounted.
 */
export const ShellLayout = observer(function ShellLayout({
  children,
  psa,
  companyId,
  startPage,
  pod = NO_POD,
}: ShellLayoutProps) {
  const shell = useService(ShellStoreToken);
  const currentUser = useService(CurrentUserStoreToken);
  const modules = useService(FeatureModulesToken);
  const user = currentUser.user;
  const podNow = useRef(pod);
  podNow.current = pod;
  useEffect(() => shell.start(() => podNow.current), [shell]);
  useShellFollowsAddress(shell, { psa, companyId, startPage, user });
  useNoticeSources(shell, modules, pod);
  const hubState = useHubState(shell.hub);
  const openPage = useOpenPage();
  const mainRef = useRef<HTMLElement>(null);
  const signOut = useSignOut();
  // The sidebar's sign-out asks first when a message is unsent.
  const signOutGuard = useSignOutGuard(signOut);

  if (currentUser.state === 'failed') {
    return <AccountLoadFailed error={currentUser.error} onRetry={() => void currentUser.load()} onSignOut={signOut} />;
  }
  if (!user) return <Loader label="Loading your account" />;

  const allowed = shell.page === 'home' || !shell.subscription || shell.features.includes(shell.page);
  return (
    // data-hub-state: the live connection's state, for support and the browser tests (no toast says
    // 'Connection Established' on a first connection any more).
    <div className="shell" data-hub-state={hubState}>
      <SkipToMain main={mainRef} />
      <div className="shell__frame">
        <div className={`shell__rail ${shell.expanded ? 'shell__rail--expanded' : 'shell__rail--collapsed'}`}>
          <Sidebar
            onSignOut={signOutGuard.requestSignOut}
            contactKey={pod.psaId && pod.contact ? contactSignalKey(pod.psaId, pod.contact.id) : null}
          />
        </div>
        <div className="shell__column">
          <ShellTopBar user={user} />
          <CompanyPoliciesBanner />
          <LiveUpdatesPaused hub={shell.hub} />
          <main className="shell__main" id="main-content" tabIndex={-1} ref={mainRef}>
            <FeatureWatchers
              modules={modules.filter((m) => shell.features.includes(m.id))}
              shown={new Set([shell.page])}
              pod={pod}
            />
            {allowed ? (
              featurePage(shell, children, modules, pod)
            ) : (
              <NonIdealState
                title="Not available here"
                description="Your plan does not include this feature on this screen."
                action={<Button text="Home" onClick={() => openPage('home')} />}
              />
            )}
          </main>
        </div>
      </div>
      {signOutGuard.dialog}
    </div>
  );
});
