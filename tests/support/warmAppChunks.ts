import { featureModules } from '@features/registry';

/**
 * Imports the app's lazy chunks (the signed-in bindings, the pod and home pages, every feature), so a
 * test's find windows time rendering, not loading. On a fresh clone jest also transforms each module
 * on its first import: under load the first test of a file spent about 2.5 s of a 4-5 s window there.
 */
export async function warmAppChunks(): Promise<void> {
  await Promise.all([
    import('@app/bindings/signedInBinders'),
    import('@ui/pod/PodPage'),
    import('@ui/home/HomePage'),
    ...featureModules.map((feature) => feature.load()),
  ]);
}
