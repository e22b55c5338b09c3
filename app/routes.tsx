import type { RouteObject } from 'react-router-dom';
import { Loader } from '../ui/common/Loader';
import { ErrorScreen } from '../ui/errors/ErrorScreen';
import { LoginPage } from '../ui/login/LoginPage';
import { RequireSession } from '../ui/session/RequireSession';
import { integrationRoutes } from './integrationRoutes';
import { signInRoutes } from './signInRoutes';

/**
 * Route table (spec section 2): the public ways in, the guarded integration pages with a loader
 * while they load, the default error screen, and the sign-in screen for any unmatched path.
 * `loadSignedInAreas` binds the signed-in services (shell, pods, hub, verification) before the guard
 * renders, so their code stays out of the sign-in bundle.
 */
export function createRoutes(loadSignedInAreas: () => Promise<void>): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <ErrorScreen />,
      hydrateFallbackElement: <Loader />,
      children: [
        ...signInRoutes,
        {
          lazy: async () => {
            await loadSignedInAreas();
            return { Component: RequireSession };
          },
          children: integrationRoutes,
        },
        { path: '*', element: <LoginPage /> },
      ],
    },
  ];
}
