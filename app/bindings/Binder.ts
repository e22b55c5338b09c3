import type { Container } from 'inversify';
import type { Notifier } from '../../core/notifications/Notifier';
import type { AppConfig } from '../../core/config/AppConfig';
import type { StorageAccess } from '../../core/storage/StorageAccess';
import type { Token } from '../../core/shared/Token';
import { resolverOf, type Resolve } from '../typedContainer';

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

/** Typed helpers over one container, handed to each area's bindings. */
export interface Bind {
  /** A singleton built on first use from other services. */
  provide<T>(id: Token<T>, factory: (get: Resolve) => T): void;
  constant<T>(id: Token<T>, value: T): void;
}

/** One area's bindings (session, http, shell, a feature...). Each lives in its own file. */
export type Binder = (bind: Bind, config: AppConfig, host: HostEnvironment) => void;

export function bindOn(container: Container): Bind {
  return {
    provide: (id, factory) => void container.bind(id).toDynamicValue((ctx) => factory(resolverOf(ctx))),
    constant: (id, value) => void container.bind(id).toConstantValue(value),
  };
}
