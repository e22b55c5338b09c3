import { computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { MfaRequiredError, type ExternalProvider } from '@core/auth/AuthApi';
import type { ExternalSignIn } from '@core/auth/ExternalSignIn';
import type { LoginOutcome, LoginService } from '@core/auth/LoginService';
import type { Navigator } from '@core/navigation/Navigator';
import type { Notifier } from '@core/notifications/Notifier';
import { AppError, describeError } from '@core/shared/AppError';
import type { SignOutReason } from '@core/session/SessionService';
import type { UserApi } from '@core/user/User';
import { AsyncAction } from '../common/AsyncAction';
import { token } from '@core/shared/Token';
import * as yup from 'yup';
import type { LoginFormModel } from './createLoginForm';
import {
  LOGIN_FIELD_NAMES,
  loginFieldIds,
  type LoginFieldModel,
  type LoginFormFields,
  type LoginValues,
} from './loginFields';
import { LoginFormDraft } from './LoginFormDraft';
import { loadLoginForm } from './loadLoginForm';
import { loginFieldError } from './loginSchema';
import type { PaintedSignIn } from './readPaintedSignIn';

/** Said on the form when a submit needs the form's code and it cannot be fetched. */
export const FORM_LOAD_FAILED = 'The sign-in form could not finish loading. Check your connection and try again.';

/** View model of the sign-in screen: the session check on mount, the form and its submit. */
export class LoginStore {
  /**
   * The validating form (mobx-react-form, with its lodash functions), loaded after the first paint: until
   * it arrives the draft holds what is typed, and the form starts from it (loadForm).
   */
  form: LoginFormModel | null = null;
  private readonly draft = new LoginFormDraft(loginFieldIds());
  private formLoad: Promise<LoginFormModel> | null = null;
  /** Only a stored session is checked before the form shows (set in the constructor). */
  checkingSession: boolean;
  /** Where the cursor starts: Email, or the field the technician was typing in on the painted form. */
  startFocus: { field: LoginFormFields; caret: number | null } = { field: 'username', caret: null };
  /** Login was pressed on the painted form before the scripts ran: the view answers it once mounted. */
  private earlyPress = false;
  /** The external provider whose sign-in is under way, if any. */
  externalPending: ExternalProvider | null = null;
  /** While the embedded-browser relay waits: the code the signing-in page must show too. */
  relayCode: string | null = null;
  /** Set after a submit attempt so untouched fields show their errors too. */
  submitAttempted = false;
  /** The server's words when the account needs its MFA code: shown under the MFA field. */
  mfaRequired: string | null = null;
  /** Counts the MFA questions, so the view moves the cursor to the MFA field after each one. */
  mfaPrompts = 0;
  /**
   * Why the last sign-in failed, said on the form (not in a toast, which a 320 px pod would put over the
   * fields): a warning for a sign-in the technician cancelled (a closed pop-up), an error otherwise.
   */
  failure: { message: string; intent: 'danger' | 'warning' } | null = null;
  /** Counts the submits validation refused: the form then moves the cursor to the first wrong field. */
  refusedSubmits = 0;
  /**
   * One intended sign-in, one request chain: a double click, a second Enter or a click on a button not
   * yet re-rendered as disabled is ignored while the first runs (pending is set before any await).
   */
  private readonly submitAction = new AsyncAction(() => this.performSubmit());
  private readonly externalAction = new AsyncAction((provider: ExternalProvider) => this.performSignInWith(provider));

  constructor(
    private readonly login: LoginService,
    private readonly users: UserApi,
    private readonly navigator: Navigator,
    private readonly notifier: Notifier,
    private readonly currentUserId: () => string | null,
    private readonly external: ExternalSignIn,
    /** Why the last session of this page ended: an expiry is explained above the form. */
    private readonly sessionEnd: () => SignOutReason | null = () => null,
    /** The ticket or contact the technician will be brought back to, in words (null: none remembered). */
    private readonly resumeWork: () => string | null = () => null,
  ) {
    this.checkingSession = currentUserId() !== null;
    makeObservable(this, {
      form: observableRef,
      checkingSession: observable,
      externalPending: observable,
      relayCode: observable,
      submitAttempted: observable,
      mfaRequired: observable,
      mfaPrompts: observable,
      failure: observable,
      refusedSubmits: observable,
      pending: computed,
      busy: computed,
    });
  }

  /** After a 401 mid-session: the notice above the form, naming the work to return to. */
  get sessionEndedNotice(): { work: string | null } | null {
    return this.sessionEnd() === 'expired' ? { work: this.resumeWork() } : null;
  }

  /** The password (or MFA) sign-in is under way: the form is disabled. */
  get pending(): boolean {
    return this.submitAction.pending;
  }

  /** Any sign-in under way: every sign-in button is disabled meanwhile. */
  get busy(): boolean {
    return this.submitAction.pending || this.externalAction.pending;
  }

  /** Inside ConnectWise's embedded browser the external buttons open a new tab instead of a popup. */
  get embeddedBrowser(): boolean {
    return this.external.embedded;
  }

  /** Google or Microsoft (spec section 4). Failures reset the loading state and are said on the form once. */
  async signInWith(provider: ExternalProvider): Promise<void> {
    if (this.busy) return;
    await this.externalAction.run(provider);
  }

  private async performSignInWith(provider: ExternalProvider): Promise<void> {
    this.notifier.dismissAll(); // the last attempt's failures are stale now
    runInAction(() => {
      this.failure = null;
      this.externalPending = provider;
    });
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

  /**
   * Takes over the form the build painted into index.html (readPaintedSignIn.ts): what was typed there, the field
   * being typed in, and a Login pressed before the scripts ran. Called at the view's first render, then at each
   * change of the painted form until the view's first commit replaces it.
   */
  takeOver(painted: PaintedSignIn): void {
    for (const name of LOGIN_FIELD_NAMES) this.draft.$(name).onChange(painted.values[name]);
    this.startFocus = painted.focused ?? this.startFocus;
    this.earlyPress = painted.pressed;
  }

  /** Whether a Login pressed before the scripts ran is still to answer; true once only. */
  takeEarlyPress(): boolean {
    const pressed = this.earlyPress;
    this.earlyPress = false;
    return pressed;
  }

  /** One field as the view shows it: the form's once loaded, the draft's until then. */
  field(name: LoginFormFields): LoginFieldModel {
    return (this.form ?? this.draft).$(name) as LoginFieldModel;
  }

  private values(): LoginValues {
    return (this.form ?? this.draft).values() as LoginValues;
  }

  /**
   * Fetches the validating form once (the view asks after its first paint; a submit waits for it), and
   * swaps it in with what the draft holds, in one step: nothing typed is lost. A failed fetch is tried
   * again by the next submit.
   */
  loadForm(): Promise<LoginFormModel> {
    this.formLoad ??= loadLoginForm().then(
      ({ createLoginForm }) => {
        const form = createLoginForm({ values: this.draft.values(), ids: this.draft.ids });
        for (const name of this.draft.blurred()) form.$(name).onBlur();
        runInAction(() => (this.form = form));
        return form;
      },
      () => {
        this.formLoad = null;
        throw new AppError('network', FORM_LOAD_FAILED);
      },
    );
    return this.formLoad;
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

  /**
   * The error a field shows: only once the technician left it (blurred), or after a submit attempt;
   * not on the first click or keystroke. The MFA field also carries the server's MFA question.
   */
  errorOf(name: 'username' | 'password' | 'mfaCode'): string | null {
    const field = this.field(name);
    if (name === 'mfaCode' && this.mfaRequired && !String(field.value ?? '').trim()) return this.mfaRequired;
    if (!field.blurred && !this.submitAttempted) return null;
    // From the current values, not field.error: see loginFieldError.
    return loginFieldError(yup, name, this.values());
  }

  async submit(): Promise<void> {
    if (this.busy) return; // a second click or Enter while a sign-in is pending does nothing
    await this.submitAction.run();
  }

  private async performSubmit(): Promise<void> {
    this.notifier.dismissAll(); // the last attempt's failures are stale now
    runInAction(() => {
      this.submitAttempted = true;
      this.failure = null;
    });
    try {
      const form = await this.loadForm(); // a submit before the form's code arrived waits for it
      const { isValid } = await form.validate({ showErrors: true });
      if (!isValid) {
        runInAction(() => (this.refusedSubmits += 1));
        return;
      }
      this.follow(await this.login.signIn(this.values()));
    } catch (error) {
      if (error instanceof MfaRequiredError) {
        runInAction(() => {
          this.mfaRequired = error.message;
          this.mfaPrompts += 1;
        });
        return;
      }
      this.report(error);
    }
  }

  private follow(outcome: LoginOutcome): void {
    if (outcome.kind === 'singleSignOn') this.navigator.leaveTo(outcome.url);
    else this.navigator.navigate(outcome.destination, { replace: true });
  }

  /**
   * The sign-in calls are silent (nothing toasted): their failure, with the server's message, is said on the
   * form. A failure some other call already toasted is not said twice. Never logged: messages may name accounts.
   */
  private report(error: unknown): void {
    if (error instanceof AppError && error.reported) return;
    const intent = error instanceof AppError && error.kind === 'cancelled' ? 'warning' : 'danger';
    runInAction(() => (this.failure = { message: describeError(error), intent }));
  }
}

/** Makes the sign-in page's store (bound in app/bindings/signInBindings.ts): one per page. */
export const LoginStoreFactoryToken = token<() => LoginStore>('ui.login.LoginStoreFactory');
