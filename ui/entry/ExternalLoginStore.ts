import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ExternalIdentityProvider, SignInRelay } from '@core/auth/ExternalIdentity';
import type { ExternalLoginRequest } from '@core/auth/externalLoginRequest';
import type { Notifier } from '@core/notifications/Notifier';
import { reportError } from '@core/notifications/reportError';
import { AsyncAction } from '../common/AsyncAction';

/** loading: computing the code; ready: the code is shown; declined: the technician said it does not match. */
export type ExternalLoginPhase = 'loading' | 'ready' | 'working' | 'sent' | 'declined';

type Stage = Exclude<ExternalLoginPhase, 'working'>;

/**
 * The external auth page's view model: show the relay's confirmation code, and only once the
 * technician confirms it matches the one in ConnectWise, sign in with the chosen provider in this
 * normal tab and hand the token to the pod waiting on the relay. This tab itself stays signed out.
 */
export class ExternalLoginStore {
  code: string | null = null;
  private stage: Stage = 'loading';
  /** One click, one provider sign-in and one relayed token, however the button is clicked. */
  private readonly continueAction = new AsyncAction(() => this.relayToken());

  constructor(
    readonly request: ExternalLoginRequest,
    private readonly identity: ExternalIdentityProvider,
    private readonly relay: SignInRelay,
    private readonly notifier: Notifier,
  ) {
    makeObservable<ExternalLoginStore, 'stage'>(this, {
      stage: observable,
      code: observable,
      phase: computed,
      decline: action,
    });
  }

  get phase(): ExternalLoginPhase {
    return this.continueAction.pending ? 'working' : this.stage;
  }

  /** Derives the code (the pod derives the same one from the same channel); nothing is sent. */
  async load(): Promise<void> {
    const code = await this.relay.confirmationCode(this.request.sessionId);
    runInAction(() => {
      this.code = code;
      if (this.stage === 'loading') this.stage = 'ready';
    });
  }

  /** The technician confirmed the codes match: sign in here, then send the token. */
  async continue(): Promise<void> {
    if (this.phase !== 'ready') return;
    await this.continueAction.run();
  }

  /** The codes differ, or the technician did not start a sign-in: nothing is sent, ever, from this page. */
  decline(): void {
    if (this.phase === 'ready' || this.phase === 'loading') this.stage = 'declined';
  }

  private async relayToken(): Promise<void> {
    try {
      const token = await this.identity.requestToken();
      await this.relay.sendToken(this.request.sessionId, { token, tokenType: this.request.provider });
      runInAction(() => (this.stage = 'sent'));
    } catch (error) {
      reportError(this.notifier, error);
    }
  }
}
