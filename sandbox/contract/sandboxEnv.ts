import type { SandboxUser } from '../world/World';
import type { FeatureSandboxHooks } from './FeatureSandboxHooks';
import type { SandboxState } from './SandboxState';

/** Hono context typing shared by every route file. */
export interface SandboxEnv {
  Variables: {
    state: SandboxState;
    /** Set by the bearer middleware on protected routes. */
    user: SandboxUser;
    /** The registered features' hooks (features/sandboxRegistry.ts), for the routes several features share. */
    features: readonly FeatureSandboxHooks[];
  };
}

/** The error body of every failure (spec section 8 reads its `message`). */
export function errorBody(message: string): { message: string } {
  return { message };
}
