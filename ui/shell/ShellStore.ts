import {
  action,
  compareShallow,
  computed,
  makeObservable,
  observable,
  observableRef,
  reaction,
  runInAction,
} from 'mobx';
import type { FeatureId } from '@core/features/Feature';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import { visibleFeatures } from '@core/features/visibleFeatures';
import type { PricePlanApi, Subscription } from '@core/plans/Subscription';
import { shouldFetchPolicies, type CompanyPolicies, type CompanyPoliciesApi } from '@core/policies/CompanyPolicies';
import { hasPolicies, type PoliciesOwner, type RememberedPolicies } from '@core/policies/RememberedPolicies';
import type { PodScreen } from '@core/psa/podQuery';
import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import type { RealtimeHub } from '@core/realtime/RealtimeHub';
import type { SessionService } from '@core/session/SessionService';
import { token } from '@core/shared/Token';
import type { FeatureModule } from '../features/FeatureModule';
import type { CurrentUserStore } from '../session/CurrentUserStore';
import { FeatureNoticeCounts } from './FeatureNoticeCounts';

/** Main pages (spec section 2): chosen by state, not by route. */
export type ShellPage = 'home' | FeatureId;

export const DEFAULT_PAGE: ShellPage = 'endUserVerification';

/** Where the technician is, as far as gating and policies care. */
export interface ShellPod {
  /** The pod's PSA; null outside a pod. */
  psa: PsaDescriptor | null;
  psaId: string | null;
  /** The screen when the URL gave one. */
  screen: PodScreen | null;
}

/**
 * The shell's view model: which page shows, which features the plan allows here, the sidebar's
 * width, and the company policies banner. `start()` runs what a signed-in shell needs while it is
 * shown: the technician's account, their plan, the realtime hub and the sidebar's counts.
 */
export class ShellStore {
  page: ShellPage = DEFAULT_PAGE;
  /** Collapsed by default: pods are narrow. */
  expanded = false;
  pod: ShellPod = { psa: null, psaId: null, screen: null };
  subscription: Subscription | null = null;
  /** Known once the pod has loaded its contact (the pod page sets it). */
  companyId: string | null = null;
  policies: CompanyPolicies | null = null;
  bannerOpen = false;
  /** Counts on sidebar items for what arrived while another page was open. */
  readonly notices = new FeatureNoticeCounts();
  private policiesKey: string | null = null;
  /** Whose policies are shown (the technician, the integration, the company): a closed banner is kept for them. */
  private policiesOwner: PoliciesOwner | null = null;
  private subscriptionLoading: Promise<void> | null = null;

  constructor(
    private readonly plans: PricePlanApi,
    private readonly policiesApi: CompanyPoliciesApi,
    private readonly sessions: SessionService,
    /** The registered features (id, gate, notices), in sidebar order. */
    private readonly modules: readonly FeatureModule[],
    /** Each company's last policies answer, shown at once on a repeat open while the server is asked again. */
    private readonly remembered: RememberedPolicies,
    private readonly currentUser: CurrentUserStore,
    /** The live connection, asked for when the shell starts (a test may put its own in the container first). */
    private readonly hubOf: () => RealtimeHub,
  ) {
    makeObservable<ShellStore>(this, {
      page: observable,
      expanded: observable,
      pod: observableRef,
      subscription: observableRef,
      companyId: observable,
      policies: observableRef,
      bannerOpen: observable,
      features: computed,
      show: action,
      toggleExpanded: action,
      setPod: action,
      setCompanyId: action,
      openBanner: action,
      closeBanner: action,
      reset: action,
    });
    sessions.onDidEnd(() => this.reset());
  }

  /** The features this technician gets here (spec section 6), in sidebar order. */
  get features(): FeatureId[] {
    return visibleFeatures(
      {
        psa: this.pod.psa,
        screen: this.pod.screen,
        subscription: this.subscription,
        roles: this.currentUser.user?.roles ?? [],
      },
      this.modules,
    );
  }

  /** The live connection the shell starts for the technician's tenant; the layout shows its state. */
  get hub(): RealtimeHub {
    return this.hubOf();
  }

  /**
   * Loads the technician's account; once it is there, and again whenever the pod changes, loads their plan and
   * starts the hub for their tenant (safe to call again); counts notices from the hub on the sidebar's items.
   * `featurePod` is the pod feature pages are opened on. Returns the stop: the layout starts the shell while it is
   * mounted (StrictMode starts, stops and starts it again).
   */
  start(featurePod: () => FeaturePodContext): () => void {
    void this.currentUser.load();
    const stopConnecting = reaction(
      () => [this.currentUser.user, this.pod] as const,
      ([user]) => {
        if (!user) return;
        void this.loadSubscription();
        this.hub.start(user.tenantId).catch(() => undefined); // the connection toasts tell the technician
      },
      { fireImmediately: true, equals: compareShallow },
    );
    const stopCounting = this.notices.watch(this.hub, this.modules, () => ({ page: this.page, pod: featurePod() }));
    return () => {
      stopConnecting();
      stopCounting();
    };
  }

  show(page: ShellPage): void {
    this.page = page;
    if (page !== 'home') this.notices.pageShown(page);
  }

  toggleExpanded(): void {
    this.expanded = !this.expanded;
  }

  setPod(pod: ShellPod): void {
    if (pod.psa === this.pod.psa && pod.psaId === this.pod.psaId && pod.screen === this.pod.screen) return;
    this.pod = pod;
    void this.loadPolicies();
  }

  /** The pod page calls this once it knows the contact's company. */
  setCompanyId(companyId: string | null): void {
    this.companyId = companyId;
    void this.loadPolicies();
  }

  /** GET PricePlan/myPlan once per session; errors are toasted by the HTTP client. */
  loadSubscription(): Promise<void> {
    if (this.subscription) return Promise.resolve();
    return (this.subscriptionLoading ??= this.plans
      .myPlan()
      .then((subscription) => runInAction(() => void (this.subscription = subscription)))
      .catch(() => undefined)
      .finally(() => (this.subscriptionLoading = null)));
  }

  openBanner(): void {
    this.bannerOpen = true;
  }

  /** Closes the banner; it stays closed on the next opens of this company's pods until its text changes. */
  closeBanner(): void {
    this.bannerOpen = false;
    if (this.policiesOwner && this.policies)
      this.remembered.writeClosed(this.policiesOwner, this.policies.verificationBannerText);
  }

  reset(): void {
    this.page = DEFAULT_PAGE;
    this.pod = { psa: null, psaId: null, screen: null };
    this.subscription = null;
    this.companyId = null;
    this.policies = null;
    this.policiesKey = null;
    this.policiesOwner = null;
    this.bannerOpen = false;
    for (const id of [...this.notices.counts.keys()]) this.notices.clear(id);
  }

  /** The company asks for the banner on mount, unless this technician closed this very text before. */
  private opensOnMount(policies: CompanyPolicies | null): boolean {
    if (!policies?.showVerificationBannerOnMount) return false;
    const closed = this.policiesOwner ? this.remembered.readClosed(this.policiesOwner) : null;
    return closed !== policies.verificationBannerText;
  }

  /**
   * Spec section 4: only with a psaId and a companyId, where the PSA supports policies; opens itself when
   * asked to. Stale-while-revalidate (docs/decisions/044): the company's last answer kept in this browser
   * shows at once, in the same render as the record (the pod sets the company before the screen paints),
   * so the banner does not push the card down later; the server is still asked each time, and its answer
   * replaces the kept one. A failed request keeps what is shown; an answer with no policies removes them.
   */
  private async loadPolicies(): Promise<void> {
    const { psa, psaId } = this.pod;
    const companyId = this.companyId;
    if (!shouldFetchPolicies(psa, psaId, companyId)) {
      runInAction(() => {
        this.policies = null;
        this.bannerOpen = false;
      });
      this.policiesKey = null;
      return;
    }
    const key = `${psaId}/${companyId}`;
    if (key === this.policiesKey) return;
    this.policiesKey = key;
    const userId = this.sessions.current()?.userId;
    const owner = userId ? { userId, psaId: psaId!, companyId: companyId! } : null;
    this.policiesOwner = owner;
    const kept = owner ? this.remembered.read(owner) : null;
    runInAction(() => {
      this.policies = kept;
      this.bannerOpen = this.opensOnMount(kept);
    });
    try {
      const answer = await this.policiesApi.getPolicies(psaId!, companyId!);
      if (this.policiesKey !== key) return;
      const policies = hasPolicies(answer) ? answer : null;
      if (owner) this.remembered.write(owner, policies);
      // The same answer as the one shown: leave the banner as the technician left it (maybe closed).
      if (samePolicies(policies, kept)) return;
      runInAction(() => {
        this.policies = policies;
        this.bannerOpen = this.opensOnMount(policies);
      });
    } catch {
      // The HTTP client has toasted the server's message; what is shown (the kept answer, or nothing) stays.
      if (this.policiesKey === key) this.policiesKey = null;
    }
  }
}

const samePolicies = (a: CompanyPolicies | null, b: CompanyPolicies | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.showVerificationBannerOnMount === b.showVerificationBannerOnMount &&
    a.verificationBannerText === b.verificationBannerText);

export const ShellStoreToken = token<ShellStore>('ui.shell.ShellStore');
