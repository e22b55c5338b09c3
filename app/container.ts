import { Container } from 'inversify';
import type { AppConfig } from '@core/config/AppConfig';
import { bindOn, type Binder, type HostEnvironment } from './bindings/Binder';
import { httpBindings } from './bindings/httpBindings';
import { psaRegistryBindings } from './bindings/psaRegistryBindings';
import { sessionBindings } from './bindings/sessionBindings';
import { signInBindings } from './bindings/signInBindings';
import { themeBindings } from './bindings/themeBindings';

export type { HostEnvironment } from './bindings/Binder';
export { BrowserNavigatorToken } from './bindings/sessionBindings';
export { HttpClientToken } from './bindings/httpBindings';

/**
 * The areas every page needs, bound at start-up (they are in the sign-in bundle). Signed-in areas
 * are in bindings/signedInBinders.ts and arrive with the guarded routes (ensureSignedInBindings).
 */
const binders: Binder[] = [sessionBindings, httpBindings, signInBindings, themeBindings, psaRegistryBindings];

const hosts = new WeakMap<Container, { config: AppConfig; host: HostEnvironment; signedIn?: Promise<void> }>();

/** The composition root: the only place that knows which adapter implements which port. */
export function buildContainer(config: AppConfig, host: HostEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = bindOn(container);
  for (const binder of binders) binder(bind, config, host);
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
