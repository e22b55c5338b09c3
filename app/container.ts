import { Container } from 'inversify';
import type { AppConfig } from '@core/config/AppConfig';
import { bindAreaOnce, bindOn, type HostEnvironment, type NamedBinder } from './bindings/Binder';
import { httpBindings } from './bindings/httpBindings';
import { psaRegistryBindings } from './bindings/psaRegistryBindings';
import { sessionBindings } from './bindings/sessionBindings';
import { signInBindings } from './bindings/signInBindings';
import { themeBindings } from './bindings/themeBindings';

export type { HostEnvironment } from './bindings/Binder';
export { BrowserNavigatorToken } from './bindings/sessionBindings';

/**
 * The areas every page needs, bound at start-up (they are in the sign-in bundle). Signed-in areas
 * are in bindings/signedInBinders.ts and arrive with the guarded routes (ensureSignedInBindings).
 */
const binders: NamedBinder[] = [
  { name: 'session', binder: sessionBindings },
  { name: 'http', binder: httpBindings },
  { name: 'sign-in', binder: signInBindings },
  { name: 'theme', binder: themeBindings },
  { name: 'psa registry', binder: psaRegistryBindings },
];

const hosts = new WeakMap<
  Container,
  { config: AppConfig; host: HostEnvironment; signedIn?: Promise<void>; entry?: Promise<void> }
>();

/** The composition root: the only place that knows which adapter implements which port. */
export function buildContainer(config: AppConfig, host: HostEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const { name, binder } of binders) binder(bindOn(container, name), config, host);
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
