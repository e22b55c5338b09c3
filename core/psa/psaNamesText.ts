import type { PsaSupports } from './PsaDescriptor';
import type { PsaRegistry } from './PsaRegistry';

/**
 * The PSAs that support a capability, as a sentence names them ("ConnectWise, Autotask or Halo Service Desk"),
 * read from the registry: a page that says where it works names a PSA added later without an edit.
 */
export function namesOfPsasThatSupport(registry: PsaRegistry, capability: keyof PsaSupports): string {
  const titles = registry.all.filter((psa) => psa.supports[capability]).map((psa) => psa.title);
  if (titles.length === 0) return 'a PSA that supports it';
  return titles.length === 1 ? titles[0]! : `${titles.slice(0, -1).join(', ')} or ${titles.at(-1)}`;
}
