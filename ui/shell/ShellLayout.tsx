import { Button, Callout, Intent, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { SessionServiceToken } from '@core/auth/tokens';
import { NavigatorToken, SIGN_IN_PATH } from '@core/navigation/Navigator';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import { normalizeScreen } from '@core/psa/podQuery';
import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import { PsaRegistryToken } from '@core/psa/PsaRegistry';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import { PodContextStoreToken } from '@core/session/PodContext';
import { DefaultLogo } from '../branding/DefaultLogo';
import { Loader } from '../common/Loader';
import { EmbeddedModeStoreToken } from '../entry/EmbeddedModeStore';
import { LiveUpdatesPaused } from '../realtime/LiveUpdatesPaused';
import { FeatureModulesToken } from '../features/FeatureModule';
import { contactSignalKey } from '../features/FeatureSignals';
import { useService } from '../services/ServiceContext';
import { CurrentUserStoreToken } from '../session/CurrentUserStore';
import { ThemeStoreToken } from '../theme/ThemeStore';
import { CompanyPoliciesBanner, CompanyPoliciesButton } from './CompanyPoliciesBanner';
import { featurePage } from './featurePages';
import { HelpMenu } from './HelpMenu';
import { pageInQuery } from './shellPlace';
import { DEFAULT_PAGE, ShellStoreToken, type ShellPage } from './ShellStore';
import { useOpenPage } from './useShellPlace';
import { Sidebar } from './Sidebar';
import { useSignOutGuard } from './SignOutGuard';
import { useNoticeSources } from './useNoticeSources';
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
 * top bar (user, company policies, help) and the page the shell state selects. It also starts the
 * realtime hub for the user's tenant.
 */
export const ShellLayout = observer(function ShellLayout({
  children,
  psa,
  companyId,
  startPage,
  pod = NO_POD,
}: ShellLayoutProps) {
  const currentUser = useService(CurrentUserStoreToken);
  const sessions = useService(SessionServiceToken);
  const navigator = useService(NavigatorToken);
  const theme = useService(ThemeStoreToken);
  const shell = useService(ShellStoreToken);
  const embedded = useService(EmbeddedModeStoreToken);
  const hub = useService(RealtimeHubToken);
  const podContext = useService(PodContextStoreToken);
  const modules = useService(FeatureModulesToken);
  const psas = useService(PsaRegistryToken);
  const { psaId = null } = useParams();
  const [query] = useSearchParams();
  const rawScreen = query.get('screen');
  const user = currentUser.user;
  const hubState = useSyncExternalStore(
    (changed) => hub.onStateChange(changed),
    () => hub.state,
  );
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    void currentUser.load();
  }, [currentUser]);

  // The page lives in the query (Back and reload keep it); the route's own start page otherwise.
  const openPage = useOpenPage();
  const pageAsked = pageInQuery(query) ?? startPage ?? DEFAULT_PAGE;
  useLayoutEffect(() => shell.show(pageAsked), [shell, pageAsked]);

  // An external entry link with page=secureData opens secure data sharing, once (in place of the default page).
  useEffect(() => {
    const entryPage = embedded.takeEntryPage();
    if (entryPage) openPage(entryPage, { replace: true });
  }, [embedded, openPage]);

  // Layout effects, not effects: the pod and its company reach the shell before the screen paints, so
  // policies remembered from an earlier open show in the same frame as the record (no layout shift).
  useLayoutEffect(() => {
    if (!user) return;
    // After the user loaded (at least one request later), the pod page has stored its context.
    const descriptor = psa !== undefined ? psa : psaId ? psas.byType(podContext.read().psa) : null;
    shell.setPod({ psa: descriptor, psaId, screen: rawScreen ? normalizeScreen(rawScreen) : null });
  }, [user, psa, psaId, rawScreen, shell, podContext, psas]);

  useLayoutEffect(() => {
    if (companyId !== undefined) shell.setCompanyId(companyId);
  }, [shell, companyId]);

  useEffect(() => {
    if (!user) return;
    void shell.loadSubscription();
    hub.start(user.tenantId).catch(() => undefined); // the connection toasts tell the technician
    // As before the split: asked again when the pod changes.
  }, [user, psa, psaId, rawScreen, shell, hub]);

  // Counts on sidebar items (an SMS reply, a verification request) while another page is open.
  const podNow = useRef(pod);
  podNow.current = pod;
  useEffect(
    () => shell.notices.watch(hub, modules, () => ({ page: shell.page, pod: podNow.current })),
    [shell, hub, modules],
  );
  useNoticeSources(shell, modules, pod);

  const signOut = () => {
    sessions.signOut();
    navigator.navigate(SIGN_IN_PATH, { replace: true });
  };
  // The sidebar's sign-out asks first when a message is unsent.
  const signOutGuard = useSignOutGuard(signOut);

  if (currentUser.state === 'failed') {
    return (
      <main className="shell__main">
        <Callout intent={Intent.DANGER} title="Your account could not be loaded">
          <p>{currentUser.error}</p>
          <Button text="Try again" onClick={() => void currentUser.load()} />{' '}
          <Button text="Sign out" variant="minimal" onClick={signOut} />
        </Callout>
      </main>
    );
  }
  if (!user) return <Loader label="Loading your account" />;

  const allowed = shell.page === 'home' || !shell.subscription || shell.features.includes(shell.page);
  return (
    // data-hub-state: the live connection's state, for support and the browser tests (no toast says
    // 'Connection Established' on a first connection any more).
    <div className="shell" data-hub-state={hubState}>
      <a
        className="shell__skip"
        href="#main-content"
        onClick={(event) => {
          // Focus, not a hash navigation: the router owns the URL.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to main content
      </a>
      <div className="shell__frame">
        <div className={`shell__rail ${shell.expanded ? 'shell__rail--expanded' : 'shell__rail--collapsed'}`}>
          <Sidebar
            onSignOut={signOutGuard.requestSignOut}
            contactKey={pod.psaId && pod.contact ? contactSignalKey(pod.psaId, pod.contact.id) : null}
          />
        </div>
        <div className="shell__column">
          <header className="shell__bar">
            <DefaultLogo dark={theme.isDark} height={28} />
            <span className="shell__bar-spacer" />
            <span className="shell__user" aria-label="Signed in as">
              {user.username}
              <span className="shell__user-email"> ({user.email})</span>
            </span>
            <CompanyPoliciesButton />
            <HelpMenu />
          </header>
          <CompanyPoliciesBanner />
          <LiveUpdatesPaused hub={hub} />
          <main className="shell__main" id="main-content" tabIndex={-1} ref={mainRef}>
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
