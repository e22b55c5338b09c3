import type { Session } from '../session/Session';
import { token } from '../shared/Token';

/**
 * Duo's Universal Prompt hands the browser back to /duoLogin with `duo_code` and `state`; the backend
 * exchanges them for a session (spec section 2 names the route only: the call is decided here).
 */
export interface DuoAuthApi {
  /** POST /User/DuoLogin {duoCode, state} */
  duoLogin(duoCode: string, state: string): Promise<Session>;
}

export const DuoAuthApiToken = token<DuoAuthApi>('core.auth.DuoAuthApi');
