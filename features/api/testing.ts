/**
 * The features' API, testing layer: what a feature's tests and stories take from the app, so that no file of a
 * feature imports app/. Today that is binding a feature's services on a test's or a story's container the way the
 * app's feature loader does, once per container. Product code never imports this file (npm run deps enforces it).
 */
export { bindFeatureOnce } from '@app/features/ContainerFeatureLoader';
