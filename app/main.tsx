import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@ui/theme/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { openBrowserStorage } from '@adapters/storage/openBrowserStorage';
import { AppRoot } from './AppRoot';
import { readConfig, type AppEnv } from './config';
import type { HostEnvironment } from './bindings/Binder';
import { BrowserNavigatorToken } from './bindings/sessionBindings';
import { deferContainer } from './deferredContainer';
import { DeferredNotifier } from './notifications/DeferredNotifier';
import { prefetchPod, prefetchPodAt } from './podPrefetch';
import { createRoutes } from './routes';
import { startServices } from './startServices';

// In a PSA iframe with third-party storage blocked, reading window.localStorage throws: the storages
// then live in memory for this page and the app says so (ui/storage/BlockedStorageNotice).
const storage = openBrowserStorage(window);
// Blueprint's toaster loads on demand (out of the sign-in bundle) and is warmed after the first render.
const notifier = new DeferredNotifier(() =>
  import('@ui/toasts/BlueprintNotifier').then((m) => new m.BlueprintNotifier()),
);
const config = readConfig(import.meta.env as AppEnv);
const host: HostEnvironment = {
  localStorage: storage.local,
  sessionStorage: storage.session,
  storageAccess: storage.access,
  location: window.location,
  matchMedia: (query) => window.matchMedia(query),
  notifier,
};
// The sign-in page runs on the start-up services; the Inversify container loads with the first route that needs it.
const { services, areas } = deferContainer(startServices(config, host), config, host);
// A pod link's data first: XMLHttpRequests leave when the main thread is free, so the router (which
// requests the route's chunks and renders) starts in the next task, beside those requests, not ahead of them.
const prefetched = prefetchPodAt(services, new URL(window.location.href));
const start = () => {
  const router = createBrowserRouter(
    createRoutes(areas, (descriptor, psaId, url) => prefetchPod(services, descriptor, psaId, url)),
  );
  services.get(BrowserNavigatorToken).attach((path, options) => void router.navigate(path, options));
  // In development StrictMode mounts every component, unmounts it and mounts it again: page stores must
  // survive that (the jsdom tests and the stories render the same way). The first render is a transition: it
  // yields to the browser (typing on the sign-in form painted from HTML stays answered) instead of blocking it.
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppRoot services={services} router={router} />
      </StrictMode>,
    ),
  );
  if (!prefetched) setTimeout(() => notifier.warm(), 0);
};
// A pod link (signed in): the toaster's chunk leaves now, with the pod's requests and the route's chunks,
// so nothing on the pod's first screen waits for it. The sign-in page loads it after its first render.
if (prefetched) notifier.warm();
// The router and the first render start in a task of their own: the modules' evaluation and the container are
// one long task already, which the sign-in form painted from HTML would otherwise wait on for input.
setTimeout(start, 0);
