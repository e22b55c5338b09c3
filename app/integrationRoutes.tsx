import type { RouteObject } from 'react-router-dom';
import { psaDescriptors } from '@adapters/psa/registry';
import { podRoutePath } from '@core/psa/podRoutePath';
import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import { samePod } from '@ui/shell/podPlace';

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
    // A page or step opened inside the pod is not another pod: its data is already asked for. Without a loader
    // to run, react-router commits the navigation in the click (its flushSync covers only the update before a
    // loader), so the sidebar and the address agree at once and a second click adds no history entry.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      defaultShouldRevalidate && (currentUrl.href === nextUrl.href || !samePod(currentUrl, nextUrl)),
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
