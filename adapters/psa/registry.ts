import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import { autotaskPsa } from './autotask/autotaskPsa';
import { connectWisePsa } from './connectwise/connectWisePsa';
import { freshServicePsa } from './freshservice/freshServicePsa';
import { haloPsa } from './halo/haloPsa';
import { importIntegrationPsa } from './importintegration/importIntegrationPsa';
import { kaseyaPsa } from './kaseya/kaseyaPsa';
import { microsoft365Psa } from './microsoft365/microsoft365Psa';
import { superOpsPsa } from './superops/superOpsPsa';
import { syncroPsa } from './syncro/syncroPsa';
import { zendeskPsa } from './zendesk/zendeskPsa';

/**
 * Every supported PSA, one line each. Routes, the external entry, gating, the pod page and the build's
 * security headers (who may frame the app) read this list; adding a PSA is a folder beside this file, a
 * line here and a green conformance kit.
 */
export const psaDescriptors: readonly PsaDescriptor[] = [
  connectWisePsa,
  autotaskPsa,
  haloPsa,
  freshServicePsa,
  zendeskPsa,
  syncroPsa,
  superOpsPsa,
  kaseyaPsa,
  microsoft365Psa,
  importIntegrationPsa,
];
