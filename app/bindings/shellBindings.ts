import { HttpCompanyPoliciesApi } from '@adapters/http/HttpCompanyPoliciesApi';
import { HttpPricePlanApi } from '@adapters/http/HttpPricePlanApi';
import { LocalStorageToken } from '@adapters/storage/LocalStorageToken';
import { StorageRememberedPolicies } from '@adapters/storage/StorageRememberedPolicies';
import { SessionServiceToken } from '@core/auth/tokens';
import { PricePlanApiToken } from '@core/plans/Subscription';
import { CompanyPoliciesApiToken } from '@core/policies/CompanyPolicies';
import { RememberedPoliciesToken } from '@core/policies/RememberedPolicies';
import { SharedRequestsToken } from '@core/shared/SharedRequests';
import { ShellNotifierToken } from '@core/toasts/ShellNotifier';
import { UserApiToken } from '@core/user/User';
import { CurrentUserStore, CurrentUserStoreToken } from '@ui/session/CurrentUserStore';
import { ShellStore, ShellStoreToken } from '@ui/shell/ShellStore';
import { ShellToaster } from '@ui/toasts/ShellToaster';
import { FeatureModulesToken } from '@ui/features/FeatureModule';
import { FeatureSignals, FeatureSignalsToken } from '@ui/features/FeatureSignals';
import { ConversationFocusToken } from '@ui/features/ConversationFocus';
import { ClockToken } from '@core/time/Clock';
import type { Binder } from './Binder';
import { HttpClientToken } from '@adapters/http/HttpClientToken';

/** What the shell around every signed-in page needs: user, plan, policies, its toaster, what features say about the contact. */
export const shellBindings: Binder = (bind) => {
  bind.provide(FeatureSignalsToken, (get) => new FeatureSignals(get(ClockToken)));
  bind.provide(CurrentUserStoreToken, (get) => new CurrentUserStore(get(UserApiToken), get(SessionServiceToken)));
  bind.provide(PricePlanApiToken, (get) => new HttpPricePlanApi(get(HttpClientToken), get(SharedRequestsToken)));
  bind.provide(
    CompanyPoliciesApiToken,
    (get) => new HttpCompanyPoliciesApi(get(HttpClientToken), get(SharedRequestsToken)),
  );
  bind.provide(RememberedPoliciesToken, (get) => new StorageRememberedPolicies(() => get(LocalStorageToken)));
  bind.provide(
    ShellStoreToken,
    (get) =>
      new ShellStore(
        get(PricePlanApiToken),
        get(CompanyPoliciesApiToken),
        get(SessionServiceToken),
        get(FeatureModulesToken),
        get(RememberedPoliciesToken),
      ),
  );
  // Feature pages say which conversation shows; the sidebar's counts follow.
  bind.provide(ConversationFocusToken, (get) => get(ShellStoreToken).notices);
  bind.provide(
    ShellNotifierToken,
    () => new ShellToaster({ width: () => (typeof window === 'undefined' ? 1024 : window.innerWidth) }),
  );
};
