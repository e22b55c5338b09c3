import { BrowserNavigator } from '@adapters/browser/BrowserNavigator';
import { BrowserPageReload } from '@adapters/browser/BrowserPageReload';
import { ConsoleLogger } from '@adapters/browser/ConsoleLogger';
import { SystemClock } from '@adapters/browser/SystemClock';
import { BrowserPodContextStore } from '@adapters/storage/BrowserPodContextStore';
import { BrowserSessionStore } from '@adapters/storage/BrowserSessionStore';
import { LocalStorageToken } from '@adapters/storage/LocalStorageToken';
import { PERSISTENT_STORAGE } from '@adapters/storage/persistentStorage';
import { StorageAccessToken } from '@core/storage/StorageAccess';
import { AppConfigToken } from '@core/config/AppConfig';
import { PageReloadToken } from '@core/errors/PageReload';
import { LoggerToken } from '@core/logging/Logger';
import { NavigatorToken } from '@core/navigation/Navigator';
import { NotifierToken } from '@core/notifications/Notifier';
import { PodContextStoreToken } from '@core/session/PodContext';
import { SessionStoreToken } from '@core/session/Session';
import { SessionService } from '@core/session/SessionService';
import { SessionServiceToken } from '@core/auth/tokens';
import { token } from '@core/shared/Token';
import { ClockToken } from '@core/time/Clock';
import type { Binder } from './Binder';

export const BrowserNavigatorToken = token<BrowserNavigator>('app.bindings.BrowserNavigator');

/** Config, notifications, the clock, the logger, storage, navigation and the session's lifetime. */
export const sessionBindings: Binder = (bind, config, host) => {
  bind.constant(AppConfigToken, config);
  bind.constant(NotifierToken, host.notifier);
  bind.constant(ClockToken, new SystemClock());
  bind.constant(StorageAccessToken, host.storageAccess ?? PERSISTENT_STORAGE);
  bind.constant(LoggerToken, new ConsoleLogger(console));
  bind.constant(LocalStorageToken, host.localStorage);
  bind.constant(SessionStoreToken, new BrowserSessionStore(host.localStorage));
  bind.constant(PodContextStoreToken, new BrowserPodContextStore(host.sessionStorage));
  bind.constant(BrowserNavigatorToken, new BrowserNavigator(host.location));
  bind.provide(NavigatorToken, (get) => get(BrowserNavigatorToken));
  // The error screen's reload guard keeps its mark in this tab's session storage (read lazily: jsdom).
  bind.constant(PageReloadToken, new BrowserPageReload(host.sessionStorage, () => window.location));
  bind.provide(SessionServiceToken, (get) => new SessionService(get(SessionStoreToken), get(PodContextStoreToken)));
};
