import type { Container } from 'inversify';
import type { AppConfig } from '@core/config/AppConfig';
import type { ServiceLocator } from '@ui/services/ServiceContext';
import type { HostEnvironment } from './bindings/Binder';
import { onDemand } from './bindings/onDemand';
import type { OnDemandAreas } from './routes';
import type { StartupServices } from './StartupServices';
import { asServiceLocator } from './typedContainer';

/** The app's services before and after the container: what app/main.tsx hands the routes and the ui. */
export interface DeferredContainer {
  /** Start-up services until the container has loaded, then the container (which holds the same ones). */
  services: ServiceLocator;
  /** The guarded and entry routes' areas: each loads the container first, once, and binds on it. */
  areas: OnDemandAreas;
  /** The container, loaded on first call (its chunk carries Inversify); a failed load is tried again. */
  container(): Promise<Container>;
}

/**
 * The sign-in page runs on the start-up services alone; Inversify and the areas bound on it load with the
 * first route that needs them (a pod, an entry link, the page after signing in), in their own chunks.
 */
export function deferContainer(startup: StartupServices, config: AppConfig, host: HostEnvironment): DeferredContainer {
  let loaded: Required<ServiceLocator> | null = null;
  const load = onDemand(async () => {
    const root = await import('./container');
    const container = root.adoptStartupServices(startup, config, host);
    loaded = asServiceLocator(container);
    return { root, container };
  });
  type Root = Awaited<ReturnType<typeof load>>;
  // The area's chunk leaves beside the container's, not after it: a pod link's first screen keeps its round
  // trips. Its error is the one the binding's own import then reports.
  const area = (chunk: Promise<unknown>, bind: (root: Root) => Promise<void>) => {
    chunk.catch(() => undefined);
    return load().then(bind);
  };
  return {
    services: {
      get: (id) => (loaded ? loaded.get(id) : startup.get(id)),
      find: (id) => (loaded ? loaded.find(id) : startup.has(id) ? startup.get(id) : null),
    },
    areas: {
      signedIn: () =>
        area(import('./bindings/signedInBinders'), ({ root, container }) => root.ensureSignedInBindings(container)),
      entry: () =>
        area(import('./bindings/entryBindings'), ({ root, container }) => root.ensureEntryBindings(container)),
    },
    container: async () => (await load()).container,
  };
}
