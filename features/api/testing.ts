/**
 * The features' API, testing layer: what tests and stories take from the app and the feature list, so that no
 * file of a feature imports app/ and no test of a shared layer imports a feature's folder. Today that is binding
 * a feature's services on a test's or a story's container the way the app's feature loader does, once per
 * container, and the app's feature list for the shell's tests (its sidebar and notices are the real features').
 * Product code never imports this file (npm run deps enforces it).
 */
export { bindFeatureOnce } from '@app/features/ContainerFeatureLoader';
export { featureModules } from '@features/registry';
