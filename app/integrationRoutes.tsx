import type { RouteObject } from 'react-router-dom';

/** Signed-in pages behind the guard, loaded on demand. */
export const integrationRoutes: RouteObject[] = [
  { path: 'home', lazy: async () => ({ Component: (await import('../ui/home/HomePage')).HomePage }) },
  {
    path: 'pod/connectwise/:psaId',
    lazy: async () => {
      const { PodPage } = await import('../ui/pod/PodPage');
      return { Component: () => <PodPage psa="ConnectWise" title="ConnectWise" /> };
    },
  },
];
