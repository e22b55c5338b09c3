import type { RouteObject } from 'react-router-dom';
import { psaDescriptors } from '@adapters/psa/registry';
import { podRoutePath } from '@core/psa/podRoutePath';
import type { PsaDescriptor } from '@core/psa/PsaDescriptor';

/** Starts a pod's data for its URL (app/podPrefetch.ts); the route's loader calls it beside its `lazy`. */
export type PodPrefetch = (descriptor: PsaDescriptor, psaId: string, url: URL) => unknown;

/**
 * One route per PSA page variant, read from the registry; the pod page loads on demand. The loader
 * runs in parallel with `lazy` (react-router's data APIs), so the pod's requests start before its
 * chunks arrive; it returns nothing and waits for nothing.
 */
function podRoutes(descriptor: PsaDescriptor, prefetch?: PodPrefetch): RouteObject[] {
  return descriptor.variants.map((variant) => ({
    path: podRoutePath(descriptor.slug, variant),
    loader: prefetch
      ? ({ request, params }) => {
          prefetch(descriptor, params.psaId ?? '', new URL(request.url));
          return null;
        }
      : undefined,
    lazy: async () => {
      const { PodPage } = await import('@ui/pod/PodPage');
      return { Component: () => <PodPage descriptor={descriptor} variant={variant} /> };
    },
  }));
}

/** Signed-in pages behind the guard, loaded on demand; pod routes prefetch their data when given `prefetch`. */
export function createIntegrationRoutes(prefetch?: PodPrefetch): RouteObject[] {
  return [
    { path: 'home', lazy: async () => ({ Component: (await import('@ui/home/HomePage')).HomePage }) },
    ...psaDescriptors.flatMap((descriptor) => podRoutes(descriptor, prefetch)),
  ];
}

/** The route table's signed-in part without prefetching (route matching in tests). */
export const integrationRoutes: RouteObject[] = createIntegrationRoutes();
