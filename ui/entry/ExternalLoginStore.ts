import { action, makeObservable, observable, runInAction } from 'mobx';
import type { ExternalIdentityProvider, SignInRelay } from '../../core/auth/ExternalIdentity';
import type { ExternalLoginRequest } from '../../core/auth/externalLoginRequest';
import type { Notifier } from '../../core/notifications/Notifier';
import { reportError } from '../../core/notifications/reportError';
import { token } from '../../core/shared/Token';

export type ExternalLoginPhase = 'ready' | 'working' | 'sent';

/**
 * The external auth page's view model: sign in with the chosen provider in this normal tab, then
 * hand the token to the ConnectWise pod waiting on the relay. This tab itself stays signed out.
 */
export class ExternalLoginStore {
  phase: ExternalLoginPhase = 'ready';

  constructor(
    readonly request: ExternalLoginRequest,
    private readonly identity: ExternalIdentityProvider,
    private readonly relay: SignInRelay,
    private readonly notifier: Notifier,
  ) {
    makeObservable(this, { phase: observable, continue: action });
  }

  async continue(): Promise<void> {
    if (this.phase !== 'ready') return;
    this.phase = 'working';
    try {
      const token = await this.identity.requestToken();
      await this.relay.sendToken(this.request.sessionId, { token, tokenType: this.request.provider });
      runInAction(() => (this.phase = 'sent'));
    } catch (error) {
      runInAction(() => (this.phase = 'ready'));
      reportError(this.notifier, error);
    }
  }
}

/** The external login page's store for one request; bound in the container (app/bindings/signInBindings.ts). */
export type ExternalLoginStoreFactory = (request: ExternalLoginRequest) => ExternalLoginStore;
export const ExternalLoginStoreFactoryToken = token<ExternalLoginStoreFactory>('ui.entry.ExternalLoginStoreFactory');
