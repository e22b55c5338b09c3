import type { RouteObject } from 'react-router-dom';
import { Loader } from '@ui/common/Loader';
import { RequireSession } from '@ui/session/RequireSession';
import { RouteErrorScreen } from '@ui/errors/RouteErrorScreen';
import { LoginPage } from '@ui/login/LoginPage';
import { createIntegrationRoutes, type PodPrefetch } from './integrationRoutes';
import { createSignInRoutes } from './signInRoutes';

/** The bindings that load with their routes (app/container.ts), so their code stays out of the sign-in bundle. */
export interface OnDemandAreas {
  /** The signed-in services (shell, pods, hub, verification), bound before the guard renders. */
  signedIn(): Promise<void>;
  /** The entry links' services (redirect, external entry, Duo), bound before their page renders. */
  entry(): Promise<void>;
}

/**
 * Route table (spec section 2): the public ways in, the guarded integration pages with a loader
 * while they load, the error screen (its own chunk: RouteErrorScreen), and the sign-in screen for any
 * unmatched path. `areas` binds what a route's pages need as that route loads. `prefetchPod` (the app passes
 * app/podPrefetch.ts) starts a pod's requests while those chunks load.
 */
export function createRoutes(areas: OnDemandAreas, prefetchPod?: PodPrefetch): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <Loader />,
      children: [
        ...createSignInRoutes(() => areas.entry()),
        {
          lazy: async () => {
            await areas.signedIn();
            return { Component: RequireSession };
          },
          children: createIntegrationRoutes(prefetchPod),
        },
        { path: '*', element: <LoginPage /> },
      ],
    },
  ];
}
