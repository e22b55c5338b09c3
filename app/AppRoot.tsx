import { lazy, Suspense, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ServiceProvider, type ServiceLocator } from '@ui/services/ServiceContext';
import { StorageAccessToken } from '@core/storage/StorageAccess';
import { ThemeRoot } from '@ui/theme/ThemeRoot';

export interface AppRootProps {
  services: ServiceLocator;
  router: ReturnType<typeof createBrowserRouter>;
}

// Only pages in a frame whose browser blocks storage show it: its code loads then, not with every page.
const BlockedStorageNotice = lazy(() =>
  import('@ui/storage/BlockedStorageNotice').then((m) => ({ default: m.BlockedStorageNotice })),
);

/**
 * Providers around the router: services, then theme; above every page, the blocked-storage notice.
 * Rendered as the child of the root's `<StrictMode>` (app/main.tsx, tests/support/renderApp.tsx,
 * Storybook's `strictMode` option), never with its own: on a root's first mount React runs effects
 * twice only when the root's element is the StrictMode, so one inside this component left the first
 * screen's effects (a sign-in page opened directly) run once in development while later pages ran twice.
 */
export function AppRoot({ services, router }: AppRootProps) {
  // The page as opened (a pod link): the notice's "Open in a new tab" must not follow a redirect to sign-in.
  const [openedAt] = useState(() => globalThis.location?.href);
  return (
    <ServiceProvider services={services}>
      <ThemeRoot>
        {!services.get(StorageAccessToken).persistent && (
          <Suspense fallback={null}>
            <BlockedStorageNotice pageUrl={openedAt} />
          </Suspense>
        )}
        <RouterProvider router={router} />
      </ThemeRoot>
    </ServiceProvider>
  );
}
