import type { Container } from 'inversify';
import type { AppConfig } from '@core/config/AppConfig';
import { featureModules } from '@features/registry';
import { FeatureLoaderToken } from '@ui/features/FeatureLoader';
import { FeatureModulesToken } from '@ui/features/FeatureModule';
import { ContainerFeatureLoader } from '../features/ContainerFeatureLoader';
import { bindAreaOnce, bindOn, type HostEnvironment, type NamedBinder } from './Binder';
import { sharedServiceBindings } from './sharedServiceBindings';
import { psaBindings } from './psaBindings';
import { realtimeBindings } from './realtimeBindings';
import { shellBindings } from './shellBindings';

/**
 * The areas only signed-in pages use. This module is loaded on demand with the guarded routes, so
 * none of it weighs on the sign-in page. A new signed-in area adds its file and a line here;
 * a feature's bindings load with its page (app/features/ContainerFeatureLoader.ts).
 */
export const signedInBinders: NamedBinder[] = [
  { name: 'shell', binder: shellBindings },
  { name: 'psa pods', binder: psaBindings },
  { name: 'realtime', binder: realtimeBindings },
  { name: 'shared services', binder: sharedServiceBindings },
];

/** Binds the signed-in areas once (the route loader, tests and stories may all ask). */
export function bindSignedInAreas(container: Container, config: AppConfig, host: HostEnvironment): void {
  bindAreaOnce(container, 'signed-in', (bind) => {
    for (const { name, binder } of signedInBinders) binder(bindOn(container, name), config, host);
    bind.constant(FeatureModulesToken, featureModules);
    bind.constant(FeatureLoaderToken, new ContainerFeatureLoader(container));
  });
}
