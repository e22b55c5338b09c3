import { action, makeObservable, observable, runInAction } from 'mobx';
import type { ExternalProvider } from '../../core/auth/AuthApi';
import type { ExternalSignIn } from '../../core/auth/ExternalSignIn';
import type { LoginOutcome, LoginService } from '../../core/auth/LoginService';
import type { Navigator } from '../../core/navigation/Navigator';
import type { Notifier } from '../../core/notifications/Notifier';
import { AppError, describeError } from '../../core/shared/AppError';
import type { UserApi } from '../../core/user/User';
import { createLoginForm, type LoginFormModel } from './createLoginForm';

/** View model of the sign-in screen: the session check on mount, the form and its submit. */
export class LoginStore {
  readonly form: LoginFormModel = createLoginForm();
  checkingSession = true;
  pending = false;
  /** The external provider whose sign-in is under way, if any. */
  externalPending: ExternalProvider | null = null;
  /** While the embedded-browser relay waits: the code the signing-in page must show too. */
  relayCode: string | null = null;
  /** Set after a submit attempt so untouched fields show their errors too. */
  submitAttempted = false;

  constructor(
    private readonly login: LoginService,
    private readonly users: UserApi,
    private readonly navigator: Navigator,
    private readonly notifier: Notifier,
    private readonly currentUserId: () => string | null,
    private readonly external: ExternalSignIn,
  ) {
    makeObservable(this, { checkingSession: observable, pending: observable, externalPending: observable, relayCode: observable, submitAttempted: observable, submit: action, signInWith: action });
  }

  /** Any sign-in under way: every sign-in button is disabled meanwhile. */
  get busy(): boolean {
    return this.pending || this.externalPending !== null;
  }

  /** Inside ConnectWise's embedded browser the external buttons open a new tab instead of a popup. */
  get embeddedBrowser(): boolean {
    return this.external.embedded;
  }

  /** Google or Microsoft (spec section 4). Failures reset the loading state and are toasted once. */
  async signInWith(provider: ExternalProvider): Promise<void> {
    if (this.busy) return;
    this.externalPending = provider;
    try {
      this.follow(await this.external.signIn(provider, (code) => runInAction(() => (this.relayCode = code))));
    } catch (error) {
      this.report(error);
    } finally {
      runInAction(() => {
        this.externalPending = null;
        this.relayCode = null;
      });
    }
  }

  /** A stored session that still works skips the form (spec: a session check runs on mount). */
  async checkSession(): Promise<void> {
    const userId = this.currentUserId();
    try {
      if (userId) {
        await this.users.getUser(userId);
        this.navigator.navigate(this.login.destination(), { replace: true });
      }
    } catch {
      // An expired or broken session simply means: sign in again.
    } finally {
      runInAction(() => (this.checkingSession = false));
    }
  }

  /** The error a field shows: only once touched, or after a submit attempt. */
  errorOf(name: 'username' | 'password' | 'mfaCode'): string | null {
    const field = this.form.$(name);
    if (!field.touched && !this.submitAttempted) return null;
    return field.error ?? null;
  }

  async submit(): Promise<void> {
    if (this.busy) return; // a second click while the first is pending does nothing
    this.submitAttempted = true;
    const { isValid } = await this.form.validate({ showErrors: true });
    if (!isValid) return;
    runInAction(() => (this.pending = true));
    try {
      const values = this.form.values() as { username: string; password: string; mfaCode: string };
      this.follow(await this.login.signIn(values));
    } catch (error) {
      this.report(error);
    } finally {
      runInAction(() => (this.pending = false));
    }
  }

  private follow(outcome: LoginOutcome): void {
    if (outcome.kind === 'singleSignOn') this.navigator.leaveTo(outcome.url);
    else this.navigator.navigate(outcome.destination, { replace: true });
  }

  /** HTTP failures were already toasted with the server's message; say the rest here. Never logged. */
  private report(error: unknown): void {
    if (error instanceof AppError && error.reported) return;
    const intent = error instanceof AppError && error.kind === 'cancelled' ? 'warning' : 'danger';
    this.notifier.notify({ message: describeError(error), intent });
  }
}
