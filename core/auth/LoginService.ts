import { isSingleSignOnUrl } from '../navigation/safeUrls';
import type { PodContextStore } from '../session/PodContext';
import type { Session, SessionStore } from '../session/Session';
import { AppError } from '../shared/AppError';
import type { AuthApi, ExternalProvider } from './AuthApi';
import { postLoginDestination } from './postLoginDestination';
import type { PsaRegistry } from '../psa/PsaRegistry';

export interface LoginForm {
  username: string;
  password: string;
  /** Optional: when present the MFA login is called directly. */
  mfaCode?: string;
}

/** What the UI does next: go to a path in the app, or leave for the identity provider. */
export type LoginOutcome = { kind: 'signedIn'; destination: string } | { kind: 'singleSignOn'; url: string };

/** The sign-in flow of spec section 4: MFA first, else pre-check, then single sign-on or password. */
export class LoginService {
  constructor(
    private readonly auth: AuthApi,
    private readonly sessions: SessionStore,
    private readonly podContext: PodContextStore,
    private readonly psas: PsaRegistry,
  ) {}

  async signIn(form: LoginForm): Promise<LoginOutcome> {
    const username = form.username.trim();
    const mfaCode = form.mfaCode?.trim();
    if (mfaCode) {
      return this.complete(await this.auth.multiFactorLogin({ username, password: form.password, mfaCode }));
    }
    const check = await this.auth.preCheck({ username, password: form.password });
    if (check.url) {
      // Never follow a provider URL that is not an https page (javascript:, data:, plain http elsewhere).
      if (!isSingleSignOnUrl(check.url)) throw new AppError('malformed', 'The single sign-on address is not valid.');
      return { kind: 'singleSignOn', url: check.url };
    }
    return this.complete(await this.auth.passwordLogin({ username, password: form.password }));
  }

  async signInExternal(token: string, provider: ExternalProvider): Promise<LoginOutcome> {
    return this.complete(await this.auth.externalLogin(token, provider));
  }

  /** Stores a session that arrived another way (redirect-with-data, external entry). */
  adoptSession(session: Session): void {
    this.sessions.save(session);
  }

  destination(): string {
    return postLoginDestination(this.podContext.read(), this.psas);
  }

  private complete(session: Session): LoginOutcome {
    this.sessions.save(session);
    return { kind: 'signedIn', destination: this.destination() };
  }
}
