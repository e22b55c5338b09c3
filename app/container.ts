import { Container } from 'inversify';
import type { AppConfig } from '@core/config/AppConfig';
import { bindAreaOnce, bindOn, type HostEnvironment } from './bindings/Binder';
import { startServices } from './startServices';
import type { StartupServices } from './StartupServices';
import { resolverOf } from './typedContainer';

export type { HostEnvironment } from './bindings/Binder';
export { BrowserNavigatorToken } from './bindings/sessionBindings';

const hosts = new WeakMap<
  Container,
  { config: AppConfig; host: HostEnvironment; signedIn?: Promise<void>; entry?: Promise<void> }
>();

/**
 * The composition root: the only place that knows which adapter implements which port. The start-up areas
 * (app/startServices.ts) are built without the container; the signed-in and entry areas bind on it as their
 * routes load. Tests and stories build both at once.
 */
export function buildContainer(config: AppConfig, host: HostEnvironment): Container {
  return adoptStartupServices(startServices(config, host), config, host);
}

/**
 * The container over start-up services already running (app/main.tsx loads it after the first paint): each
 * start-up token resolves to the instance the sign-in page already uses, never a second one, under the
 * area that bound it (a later area binding the same token is still an error naming both).
 */
export function adoptStartupServices(startup: StartupServices, config: AppConfig, host: HostEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const [id, owner] of startup.owners()) bindOn(container, owner).provide(id, () => startup.get(id));
  startup.resolveThrough(resolverOf(container));
  hosts.set(container, { config, host });
  return container;
}

/** Loads and binds the signed-in areas once; the guarded routes await it before they render. */
export function ensureSignedInBindings(container: Container): Promise<void> {
  const entry = hosts.get(container);
  if (!entry) return Promise.reject(new Error('ensureSignedInBindings needs a container from buildContainer.'));
  entry.signedIn ??= import('./bindings/signedInBinders').then(({ bindSignedInAreas }) =>
    bindSignedInAreas(container, entry.config, entry.host),
  );
  return entry.signedIn;
}

/**
 * Loads and binds the entry routes' services once (the links other services open the app with: redirect,
 * external entry, Duo); those routes await it beside their page's chunk.
 */
export function ensureEntryBindings(container: Container): Promise<void> {
  const entry = hosts.get(container);
  if (!entry) return Promise.reject(new Error('ensureEntryBindings needs a container from buildContainer.'));
  entry.entry ??= import('./bindings/entryBindings').then(({ entryBindings }) =>
    bindAreaOnce(container, 'entry', (bind) => entryBindings(bind, entry.config, entry.host)),
  );
  return entry.entry;
}
