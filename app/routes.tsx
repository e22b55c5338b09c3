import type { RouteObject } from 'react-router-dom';
import { Loader } from '@ui/common/Loader';
import { RouteErrorScreen } from '@ui/errors/RouteErrorScreen';
import { LoginPage } from '@ui/login/LoginPage';
import { RequireSession } from '@ui/session/RequireSession';
import { createIntegrationRoutes, type PodPrefetch } from './integrationRoutes';
import { signInRoutes } from './signInRoutes';

/**
 * Route table (spec section 2): the public ways in, the guarded integration pages with a loader
 * while they load, the default error screen, and the sign-in screen for any unmatched path.
 * `loadSignedInAreas` binds the signed-in services (shell, pods, hub, verification) before the guard
 * renders, so their code stays out of the sign-in bundle; so does the error screen (RouteErrorScreen). `prefetchPod` (the app passes
 * app/podPrefetch.ts) starts a pod's requests while those chunks load.
 */
export function createRoutes(loadSignedInAreas: () => Promise<void>, prefetchPod?: PodPrefetch): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <Loader />,
      children: [
        ...signInRoutes,
        {
          lazy: async () => {
            await loadSignedInAreas();
            return { Component: RequireSession };
          },
          children: createIntegrationRoutes(prefetchPod),
        },
        { path: '*', element: <LoginPage /> },
      ],
    },
  ];
}
