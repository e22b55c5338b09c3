import type { AppConfig } from '@core/config/AppConfig';
import type { HostEnvironment, NamedBinder } from './bindings/Binder';
import { httpBindings } from './bindings/httpBindings';
import { psaRegistryBindings } from './bindings/psaRegistryBindings';
import { sessionBindings } from './bindings/sessionBindings';
import { signInBindings } from './bindings/signInBindings';
import { themeBindings } from './bindings/themeBindings';
import { StartupServices } from './StartupServices';

/**
 * The areas every page needs, bound at start-up (they are in the sign-in bundle). Signed-in areas
 * are in bindings/signedInBinders.ts and arrive with the guarded routes, on the container.
 */
export const startupBinders: NamedBinder[] = [
  { name: 'session', binder: sessionBindings },
  { name: 'http', binder: httpBindings },
  { name: 'sign-in', binder: signInBindings },
  { name: 'theme', binder: themeBindings },
  { name: 'psa registry', binder: psaRegistryBindings },
];

/** The start-up services for one page (tests and stories build their own), without the container. */
export function startServices(config: AppConfig, host: HostEnvironment): StartupServices {
  const services = new StartupServices();
  for (const { name, binder } of startupBinders) binder(services.bindAs(name), config, host);
  return services;
}
