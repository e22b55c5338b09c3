import { action, makeObservable, observable, runInAction } from 'mobx';
import type { ExternalIdentityProvider, SignInRelay } from '../../core/auth/ExternalIdentity';
import type { ExternalLoginRequest } from '../../core/auth/externalLoginRequest';
import type { Notifier } from '../../core/notifications/Notifier';
import { reportError } from '../../core/notifications/reportError';

/** loading: computing the code; ready: the code is shown; declined: the technician said it does not match. */
export type ExternalLoginPhase = 'loading' | 'ready' | 'working' | 'sent' | 'declined';

/**
 * The external auth page's view model: show the relay's confirmation code, and only once the
 * technician confirms it matches the one in ConnectWise, sign in with the chosen provider in this
 * normal tab and hand the token to the pod waiting on the relay. This tab itself stays signed out.
 */
export class ExternalLoginStore {
  phase: ExternalLoginPhase = 'loading';
  code: string | null = null;

  constructor(
    readonly request: ExternalLoginRequest,
    private readonly identity: ExternalIdentityProvider,
    private readonly relay: SignInRelay,
    private readonly notifier: Notifier,
  ) {
    makeObservable(this, { phase: observable, code: observable, continue: action, decline: action });
  }

  /** Derives the code (the pod derives the same one from the same channel); nothing is sent. */
  async load(): Promise<void> {
    const code = await this.relay.confirmationCode(this.request.sessionId);
    runInAction(() => {
      this.code = code;
      if (this.phase === 'loading') this.phase = 'ready';
    });
  }

  /** The technician confirmed the codes match: sign in here, then send the token. */
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

  /** The codes differ, or the technician did not start a sign-in: nothing is sent, ever, from this page. */
  decline(): void {
    if (this.phase === 'ready' || this.phase === 'loading') this.phase = 'declined';
  }
}
