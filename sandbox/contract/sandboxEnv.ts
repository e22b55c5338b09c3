import type { SandboxUser } from '../world/World';
import type { SandboxState } from './SandboxState';

/** Hono context typing shared by every route file. */
export interface SandboxEnv {
  Variables: {
    state: SandboxState;
    /** Set by the bearer middleware on protected routes. */
    user: SandboxUser;
  };
}

/** The error body of every failure (spec section 8 reads its `message`). */
export function errorBody(message: string): { message: string } {
  return { message };
}
