import type { AxiosInstance } from 'axios';
import type { AuthApi, ExternalProvider, MfaCredentials, PasswordCredentials, PreCheckResult } from '../../core/auth/AuthApi';
import type { Session } from '../../core/session/Session';
import { parseWire } from './wire/parseWire';
import {
  preCheckWire,
  sessionWire,
  type ExternalLoginBody,
  type MfaLoginBody,
  type PasswordLoginBody,
} from './wire/sessionWire';

/** Sign-in endpoints of spec section 7 over HTTP. */
export class HttpAuthApi implements AuthApi {
  constructor(private readonly http: AxiosInstance) {}

  async preCheck(credentials: PasswordCredentials): Promise<PreCheckResult> {
    const body: PasswordLoginBody = credentials;
    const response = await this.http.post('User/preCheck', body, { params: { source: 1 } });
    return { url: parseWire(preCheckWire, response.data ?? {}, 'the sign-in check').url || null };
  }

  async passwordLogin(credentials: PasswordCredentials): Promise<Session> {
    const body: PasswordLoginBody = credentials;
    const response = await this.http.post('/Token', body);
    return parseWire(sessionWire, response.data, 'sign-in');
  }

  async multiFactorLogin(credentials: MfaCredentials): Promise<Session> {
    const body: MfaLoginBody = credentials;
    const response = await this.http.post('/User/MultiFactorLogin', body);
    return parseWire(sessionWire, response.data, 'sign-in');
  }

  async externalLogin(token: string, tokenType: ExternalProvider): Promise<Session> {
    const body: ExternalLoginBody = { token, tokenType };
    const response = await this.http.post('/User/ExternalLogin', body);
    return parseWire(sessionWire, response.data, 'sign-in');
  }
}
