import { computed, makeObservable, observable, runInAction } from 'mobx';
import type { ExternalIdentityProvider, SignInRelay } from '../../core/auth/ExternalIdentity';
import type { ExternalLoginRequest } from '../../core/auth/externalLoginRequest';
import type { Notifier } from '../../core/notifications/Notifier';
import { AppError, describeError } from '../../core/shared/AppError';
import { AsyncAction } from '../common/AsyncAction';

export type ExternalLoginPhase = 'ready' | 'working' | 'sent';

/**
 * The external auth page's view model: sign in with the chosen provider in this normal tab, then
 * hand the token to the ConnectWise pod waiting on the relay. This tab itself stays signed out.
 */
export class ExternalLoginStore {
  private sent = false;
  /** One click, one provider sign-in and one relayed token, however the button is clicked. */
  private readonly continueAction = new AsyncAction(() => this.relayToken());

  constructor(
    readonly request: ExternalLoginRequest,
    private readonly identity: ExternalIdentityProvider,
    private readonly relay: SignInRelay,
    private readonly notifier: Notifier,
  ) {
    makeObservable<ExternalLoginStore, 'sent'>(this, { sent: observable, phase: computed });
  }

  get phase(): ExternalLoginPhase {
    if (this.sent) return 'sent';
    return this.continueAction.pending ? 'working' : 'ready';
  }

  async continue(): Promise<void> {
    if (this.sent) return;
    await this.continueAction.run();
  }

  private async relayToken(): Promise<void> {
    try {
      const token = await this.identity.requestToken();
      await this.relay.sendToken(this.request.sessionId, { token, tokenType: this.request.provider });
      runInAction(() => (this.sent = true));
    } catch (error) {
      if (!(error instanceof AppError && error.reported)) {
        const intent = error instanceof AppError && error.kind === 'cancelled' ? 'warning' : 'danger';
        this.notifier.notify({ message: describeError(error), intent });
      }
    }
  }
}
