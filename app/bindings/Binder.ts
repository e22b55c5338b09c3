import type { Container } from 'inversify';
import type { Notifier } from '../../core/notifications/Notifier';
import type { AppConfig } from '../../core/config/AppConfig';
import type { Bind } from '../../core/shared/Bind';
import type { StorageAccess } from '../../core/storage/StorageAccess';
import { resolverOf } from '../typedContainer';

export type { Bind } from '../../core/shared/Bind';

/** What the container needs from the page it runs in; tests pass jsdom's, stories the preview's. */
export interface HostEnvironment {
  localStorage: Storage;
  sessionStorage: Storage;
  /** Whether those two persist (main.tsx: adapters/storage/openBrowserStorage); persistent when absent. */
  storageAccess?: StorageAccess;
  location: Pick<Location, 'replace'>;
  matchMedia(query: string): MediaQueryList;
  notifier: Notifier;
}

/** One area's bindings (session, http, shell, a feature...). Each lives in its own file. */
export type Binder = (bind: Bind, config: AppConfig, host: HostEnvironment) => void;

export function bindOn(container: Container): Bind {
  return {
    provide: (id, factory) => void container.bind(id).toDynamicValue((ctx) => factory(resolverOf(ctx))),
    constant: (id, value) => void container.bind(id).toConstantValue(value),
  };
}
