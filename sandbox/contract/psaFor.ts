import type { SandboxPsa, SandboxUser } from '../world/World';
import type { SandboxState } from './SandboxState';

/** Outcome of finding a PSA for the signed-in technician: the PSA or why not (message + status). */
export type PsaAccess = { psa: SandboxPsa } | { error: string; status: 403 | 404 };

/** The technician's tenant must own the integration, and it must be of the type the path names. */
export function psaFor(
  state: SandboxState,
  user: SandboxUser,
  psaId: string,
  types: readonly string[] | null,
): PsaAccess {
  const psa = state.world.psas.find((p) => p.psaId === psaId);
  if (!psa || psa.tenantId !== user.tenantId)
    return { error: `No integration ${psaId} was found for your company.`, status: 404 };
  if (types && !types.includes(psa.type))
    return { error: `Integration ${psaId} is a ${psa.type} integration, not ${types.join(' or ')}.`, status: 404 };
  return { psa };
}
