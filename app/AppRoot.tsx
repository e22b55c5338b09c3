import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ServiceProvider, type ServiceLocator } from '../ui/services/ServiceContext';
import { BlockedStorageNotice } from '../ui/storage/BlockedStorageNotice';
import { ThemeRoot } from '../ui/theme/ThemeRoot';

export interface AppRootProps {
  services: ServiceLocator;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Providers around the router: services, then theme; above every page, the blocked-storage notice. */
export function AppRoot({ services, router }: AppRootProps) {
  return (
    <StrictMode>
      <ServiceProvider services={services}>
        <ThemeRoot>
          <BlockedStorageNotice />
          <RouterProvider router={router} />
        </ThemeRoot>
      </ServiceProvider>
    </StrictMode>
  );
}
