import type { AxiosInstance } from 'axios';
import {
  MfaRequiredError,
  type AuthApi,
  type ExternalProvider,
  type MfaCredentials,
  type PasswordCredentials,
  type PreCheckResult,
} from '@core/auth/AuthApi';
import { AppError } from '@core/shared/AppError';
import type { Session } from '@core/session/Session';
import { readableServerMessage } from './createHttpClient';
import { parseWire } from './wire/parseWire';
import {
  preCheckWire,
  sessionWire,
  tokenRefusalWire,
  type ExternalLoginBody,
  type MfaLoginBody,
  type PasswordLoginBody,
} from './wire/sessionWire';

/** Sign-in endpoints of spec section 7 over HTTP. Silent: the sign-in screen says their failures on the form. */
export class HttpAuthApi implements AuthApi {
  constructor(private readonly http: AxiosInstance) {}

  async preCheck(credentials: PasswordCredentials): Promise<PreCheckResult> {
    const body: PasswordLoginBody = credentials;
    const response = await this.http.post('User/preCheck', body, { params: { source: 1 }, silent: true });
    return { url: parseWire(preCheckWire, response.data ?? {}, 'the sign-in check').url || null };
  }

  async passwordLogin(credentials: PasswordCredentials): Promise<Session> {
    const body: PasswordLoginBody = credentials;
    // A 400 is read here, not toasted by the client: it may be the MFA question, answered inline.
    const response = await this.http.post('/Token', body, {
      silent: true,
      validateStatus: (status) => (status >= 200 && status < 300) || status === 400,
    });
    if (response.status === 400) throw tokenRefusal(response.data);
    return parseWire(sessionWire, response.data, 'sign-in');
  }

  async multiFactorLogin(credentials: MfaCredentials): Promise<Session> {
    const body: MfaLoginBody = credentials;
    const response = await this.http.post('/User/MultiFactorLogin', body, { silent: true });
    return parseWire(sessionWire, response.data, 'sign-in');
  }

  async externalLogin(token: string, tokenType: ExternalProvider): Promise<Session> {
    const body: ExternalLoginBody = { token, tokenType };
    const response = await this.http.post('/User/ExternalLogin', body, { silent: true });
    return parseWire(sessionWire, response.data, 'sign-in');
  }
}

/** The reason /Token gave (its message is for the technician); the MFA question is its own error. */
function tokenRefusal(data: unknown): AppError {
  let refusal = { message: '', mfaRequired: false };
  try {
    refusal = tokenRefusalWire.validateSync(data ?? {});
  } catch {
    // An unreadable body: the generic message below.
  }
  // Cut like every other server message (a 100,000-character one filled the sign-in screen).
  const message = readableServerMessage(refusal.message) ?? 'The sign-in was refused (400).';
  return refusal.mfaRequired ? new MfaRequiredError(message) : new AppError('server', message, 400);
}
