import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Logo } from '../branding/Logo';
import { useFocusFirstInvalid } from '../common/useFocusFirstInvalid';
import { ExternalButtons } from './ExternalButtons';
import { LoginField } from './LoginField';
import type { LoginStore } from './LoginStore';
import './login.css';

export interface LoginViewProps {
  store: LoginStore;
}

/**
 * The sign-in form (spec section 2): Email, Password, MFA Code and Login, a divider, Google and Microsoft. The build
 * also paints it into index.html (renderPaintedSignIn.tsx), which marks that copy itself.
 */
export const LoginView = observer(function LoginView({ store }: LoginViewProps) {
  const form = useFocusFirstInvalid<HTMLFormElement>(store.refusedSubmits, store.pending);
  // The form's validating code is not needed to paint it: fetched once it is on screen. A failure is said
  // by the submit that needs it. A Login pressed on the painted form, before the scripts ran, is answered now.
  useEffect(() => {
    store.loadForm().catch(() => undefined);
    if (store.takeEarlyPress()) void store.submit();
  }, [store]);
  return (
    <main className="login">
      <div className="login__inner">
        <div className="login__panel">
          <Card className="login__card" elevation={1}>
            <div className="login__logo">
              <Logo />
            </div>
            <h1 className="login__title">Sign in</h1>
            {store.sessionEndedNotice && (
              <Callout intent={Intent.WARNING} title="Your session ended" className="login__notice" role="status">
                {store.sessionEndedNotice.work
                  ? `Sign in again to return to ${store.sessionEndedNotice.work}.`
                  : 'Sign in again to continue where you left off.'}
              </Callout>
            )}
            <form
              ref={form}
              className="login__form"
              aria-label="Sign in"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void store.submit();
              }}
            >
              {store.failure && (
                <Callout intent={store.failure.intent} role="alert" compact className="login__failure">
                  {store.failure.message}
                </Callout>
              )}
              <LoginField store={store} name="username" autoComplete="username" />
              <LoginField store={store} name="password" autoComplete="current-password" secret />
              <LoginField store={store} name="mfaCode" autoComplete="one-time-code" optional />
              <div className="login__actions">
                <Button
                  type="submit"
                  intent={Intent.PRIMARY}
                  size="large"
                  loading={store.pending}
                  disabled={store.busy}
                  text="Login"
                  // Blueprint drops the text while loading; the button keeps its name for screen readers.
                  aria-label="Login"
                  aria-busy={store.pending}
                />
              </div>
            </form>
            <div className="login__divider" role="separator" aria-label="or">
              <span aria-hidden="true">or</span>
            </div>
            <ExternalButtons store={store} />
          </Card>
        </div>
      </div>
    </main>
  );
});
