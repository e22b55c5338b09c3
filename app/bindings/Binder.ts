import type { Container } from 'inversify';
import type { Notifier } from '@core/notifications/Notifier';
import type { AppConfig } from '@core/config/AppConfig';
import type { Bind } from '@core/shared/Bind';
import type { StorageAccess } from '@core/storage/StorageAccess';
import { resolverOf } from '../typedContainer';

export type { Bind } from '@core/shared/Bind';

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

/** The areas each container has bound (per container: every test and story builds its own). */
const boundAreas = new WeakMap<Container, Set<string>>();

/**
 * The one module mechanism for lazily bound areas (the signed-in areas, each feature): binds an
 * area's bindings once per container, however many callers ask (route loader, tests, stories,
 * feature pages). Areas are never unbound: a session ending resets their stores instead.
 */
export function bindAreaOnce(container: Container, area: string, bindings: (bind: Bind) => void, bind: Bind = bindOn(container)): void {
  let areas = boundAreas.get(container);
  if (!areas) boundAreas.set(container, (areas = new Set()));
  if (areas.has(area)) return;
  areas.add(area);
  bindings(bind);
}
