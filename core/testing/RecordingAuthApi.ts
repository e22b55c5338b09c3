import type { AuthApi, ExternalProvider, MfaCredentials, PasswordCredentials, PreCheckResult } from '../auth/AuthApi';
import type { Session } from '../session/Session';

/** An AuthApi for tests: answers from a script and records every call in order. */
export class RecordingAuthApi implements AuthApi {
  readonly calls: string[] = [];
  preCheckResult: PreCheckResult = { url: null };
  session: Session = { accessToken: 'access', refreshToken: 'refresh', userId: 'u-1' };
  failWith: Error | null = null;

  async preCheck(credentials: PasswordCredentials): Promise<PreCheckResult> {
    this.calls.push(`preCheck:${credentials.username}`);
    return this.answer(this.preCheckResult);
  }
  async passwordLogin(credentials: PasswordCredentials): Promise<Session> {
    this.calls.push(`passwordLogin:${credentials.username}`);
    return this.answer(this.session);
  }
  async multiFactorLogin(credentials: MfaCredentials): Promise<Session> {
    this.calls.push(`multiFactorLogin:${credentials.username}:${credentials.mfaCode}`);
    return this.answer(this.session);
  }
  async externalLogin(token: string, tokenType: ExternalProvider): Promise<Session> {
    this.calls.push(`externalLogin:${tokenType}:${token}`);
    return this.answer(this.session);
  }
  private answer<T>(value: T): T {
    if (this.failWith) throw this.failWith;
    return value;
  }
}
