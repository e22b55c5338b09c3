import { token } from '../shared/Token';
import type { ExternalProvider } from './AuthApi';
import { isConnectWiseEmbeddedBrowser } from './embeddedBrowser';
import type { ExternalIdentityProvider, SignInRelay } from './ExternalIdentity';
import type { LoginOutcome, LoginService } from './LoginService';

/**
 * Google and Microsoft sign-in (spec section 4): a popup in a normal browser; inside ConnectWise's
 * embedded browser, where popups do not work, the relay through the external auth page instead.
 */
export class ExternalSignIn {
  constructor(
    private readonly login: LoginService,
    private readonly providers: Record<ExternalProvider, ExternalIdentityProvider>,
    private readonly relay: SignInRelay,
    private readonly userAgent: string,
  ) {}

  /** Whether this browser is ConnectWise's embedded one (the relay is used). */
  get embedded(): boolean {
    return isConnectWiseEmbeddedBrowser(this.userAgent);
  }

  /** `showRelayCode` receives the confirmation code the technician compares with the signing-in page (relay only). */
  async signIn(
    provider: ExternalProvider,
    showRelayCode: (code: string) => void = () => undefined,
  ): Promise<LoginOutcome> {
    if (this.embedded) {
      const relayed = await this.relay.receiveToken(provider, showRelayCode);
      return this.login.signInExternal(relayed.token, relayed.tokenType);
    }
    const token = await this.providers[provider].requestToken();
    return this.login.signInExternal(token, provider);
  }
}

export const ExternalSignInToken = token<ExternalSignIn>('core.auth.ExternalSignIn');
