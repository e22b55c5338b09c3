import type { Session } from '../session/Session';
import { AppError } from '../shared/AppError';
import { token } from '../shared/Token';

export interface PasswordCredentials {
  username: string;
  password: string;
}

export interface MfaCredentials extends PasswordCredentials {
  mfaCode: string;
}

export type ExternalProvider = 'Google' | 'Microsoft';

/** What the first password step says: go on with the password, or leave for single sign-on. */
export interface PreCheckResult {
  /** The identity provider's page when the account signs in through single sign-on. */
  url: string | null;
}

/**
 * POST /Token refused the password step because the account needs its MFA code: the sign-in screen
 * says so beside the MFA field (no toast) and puts the cursor there.
 */
export class MfaRequiredError extends AppError {
  constructor(message: string) {
    super('server', message, 400);
    this.name = 'MfaRequiredError';
  }
}

/** The backend's sign-in endpoints (spec section 7, Session). */
export interface AuthApi {
  /** POST User/preCheck?source=1 */
  preCheck(credentials: PasswordCredentials): Promise<PreCheckResult>;
  /** POST /Token; rejects with MfaRequiredError when the account needs its MFA code. */
  passwordLogin(credentials: PasswordCredentials): Promise<Session>;
  /** POST /User/MultiFactorLogin */
  multiFactorLogin(credentials: MfaCredentials): Promise<Session>;
  /** POST /User/ExternalLogin */
  externalLogin(token: string, tokenType: ExternalProvider): Promise<Session>;
}

export const AuthApiToken = token<AuthApi>('core.auth.AuthApi');
