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
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <Loader />,
    children: [
      ...signInRoutes,
      { element: <RequireSession />, children: integrationRoutes },
      { path: '*', element: <LoginPage /> },
    ],
  },
];
