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

/** One area's bindings (session, http, shell...). Each lives in its own file. */
export type Binder = (bind: Bind, config: AppConfig, host: HostEnvironment) => void;

/** An area with the name its bindings are known by (in the error for a token bound twice). */
export interface NamedBinder {
  name: string;
  binder: Binder;
}

/** Who bound each token of a container (an area's or a feature's name), to name both when one is bound twice. */
const owners = new WeakMap<Container, Map<symbol, string>>();

/**
 * Binds on the container as `owner` (an area such as 'shell', or 'feature smsMessaging'). A token is
 * bound once: a second binding is an error at start-up naming both places, not a silent choice of one.
 * Tests and stories replace a service explicitly with Inversify's `container.rebind(token)`.
 */
export function bindOn(container: Container, owner: string): Bind {
  let bound = owners.get(container);
  if (!bound) owners.set(container, (bound = new Map()));
  const claim = (id: symbol) => {
    const first = bound.get(id);
    if (first !== undefined)
      throw new Error(
        `${id.description ?? String(id)} is bound twice: by ${first} and by ${owner}. Bind a shared service once, in the app; replace it in a test with container.rebind().`,
      );
    bound.set(id, owner);
  };
  return {
    provide: (id, factory) => {
      claim(id);
      container.bind(id).toDynamicValue((ctx) => factory(resolverOf(ctx)));
    },
    constant: (id, value) => {
      claim(id);
      container.bind(id).toConstantValue(value);
    },
  };
}

/** The areas each container has bound (per container: every test and story builds its own). */
const boundAreas = new WeakMap<Container, Set<string>>();

/**
 * The one module mechanism for lazily bound areas (the signed-in areas, each feature): binds an
 * area's bindings once per container, however many callers ask (route loader, tests, stories,
 * feature pages). Areas are never unbound: a session ending resets their stores instead.
 */
export function bindAreaOnce(container: Container, area: string, bindings: (bind: Bind) => void): void {
  let areas = boundAreas.get(container);
  if (!areas) boundAreas.set(container, (areas = new Set()));
  if (areas.has(area)) return;
  areas.add(area);
  bindings(bindOn(container, area));
}
