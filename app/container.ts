import { Container } from 'inversify';
import type { AppConfig } from '../core/config/AppConfig';
import { bindOn, type Binder, type HostEnvironment } from './bindings/Binder';
import { httpBindings } from './bindings/httpBindings';
import { psaBindings } from './bindings/psaBindings';
import { realtimeBindings } from './bindings/realtimeBindings';
import { sessionBindings } from './bindings/sessionBindings';
import { shellBindings } from './bindings/shellBindings';
import { signInBindings } from './bindings/signInBindings';
import { verificationBindings } from './bindings/verificationBindings';

export type { HostEnvironment } from './bindings/Binder';
export { BrowserNavigatorToken } from './bindings/sessionBindings';
export { HttpClientToken } from './bindings/httpBindings';

/** Every area's bindings, one line each. A new area adds its file in bindings/ and a line here. */
const binders: Binder[] = [sessionBindings, httpBindings, signInBindings, shellBindings, psaBindings, realtimeBindings, verificationBindings];

/** The composition root: the only place that knows which adapter implements which port. */
export function buildContainer(config: AppConfig, host: HostEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = bindOn(container);
  for (const binder of binders) binder(bind, config, host);
  return container;
}
