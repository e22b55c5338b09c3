import { psaDescriptors } from '@adapters/psa/registry';
import { PsaRegistry, PsaRegistryToken } from '@core/psa/PsaRegistry';
import type { Binder } from './Binder';

/**
 * The PSA registry: data every entry route reads (the external entry resolves PSA names with it,
 * sign-in resumes a pod by it). Its own file, so the pod adapters in psaBindings.ts stay out of the
 * sign-in bundle.
 */
export const psaRegistryBindings: Binder = (bind) => {
  bind.constant(PsaRegistryToken, new PsaRegistry(psaDescriptors));
};
