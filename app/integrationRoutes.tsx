import type { RouteObject } from 'react-router-dom';
import { psaDescriptors } from '../adapters/psa/registry';
import { podRoutePath } from '../core/psa/podRoutePath';
import type { PsaDescriptor } from '../core/psa/PsaDescriptor';

/** One route per PSA page variant, read from the registry; the pod page loads on demand. */
function podRoutes(descriptor: PsaDescriptor): RouteObject[] {
  return descriptor.variants.map((variant) => ({
    path: podRoutePath(descriptor.slug, variant),
    lazy: async () => {
      const { PodPage } = await import('../ui/pod/PodPage');
      return { Component: () => <PodPage descriptor={descriptor} variant={variant} /> };
    },
  }));
}

/** Signed-in pages behind the guard, loaded on demand. */
export const integrationRoutes: RouteObject[] = [
  { path: 'home', lazy: async () => ({ Component: (await import('../ui/home/HomePage')).HomePage }) },
  ...psaDescriptors.flatMap(podRoutes),
];
