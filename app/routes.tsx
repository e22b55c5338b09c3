import type { RouteObject } from 'react-router-dom';
import { Loader } from '../ui/common/Loader';
import { ErrorScreen } from '../ui/errors/ErrorScreen';
import { LoginPage } from '../ui/login/LoginPage';
import { RequireSession } from '../ui/session/RequireSession';

/**
 * Route table (spec section 2). The sign-in page is in the first bundle; everything behind the
 * guard loads on demand, with a loader meanwhile.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <Loader />,
    children: [
      { index: true, element: <LoginPage /> },
      { path: 'login', element: <LoginPage /> },
      {
        element: <RequireSession />,
        children: [
          { path: 'home', lazy: async () => ({ Component: (await import('../ui/home/HomePage')).HomePage }) },
          {
            path: 'pod/connectwise/:psaId',
            lazy: async () => {
              const { PodPage } = await import('../ui/pod/PodPage');
              return { Component: () => <PodPage psa="ConnectWise" title="ConnectWise" /> };
            },
          },
        ],
      },
      { path: '*', element: <LoginPage /> },
    ],
  },
];
