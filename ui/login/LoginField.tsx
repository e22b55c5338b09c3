import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { EyeOpen } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { LoginFormFields } from './loginFields';
import type { LoginStore } from './LoginStore';

const loadEyeOff = () => import('./EyeOffIcon');
const EyeOff = lazy(() => loadEyeOff().then((m) => ({ default: m.EyeOff })));

export interface LoginFieldProps {
  store: LoginStore;
  name: LoginFormFields;
  /** Browser autofill hint. */
  autoComplete: string;
  /** Adds a show/hide toggle and masks the value. @default false */
  secret?: boolean;
  /** @default false */
  optional?: boolean;
}

/** One labelled input of the sign-in form, showing its error only once touched. */
export const LoginField = observer(function LoginField({
  store,
  name,
  autoComplete,
  secret = false,
  optional = false,
}: LoginFieldProps) {
  const field = store.field(name);
  const [revealed, setRevealed] = useState(false);
  const error = store.errorOf(name);
  const input = useRef<HTMLInputElement>(null);

  // The cursor starts in Email, or where the technician was typing on the form painted before the scripts, with
  // its caret kept: the next keystroke lands where the last one did.
  useEffect(() => {
    const start = store.startFocus;
    if (start.field !== name || !input.current) return;
    input.current.focus();
    // Email inputs have no selection (their caret is null): focus leaves it at the end there.
    if (start.caret !== null) input.current.setSelectionRange(start.caret, start.caret);
  }, [store, name]);

  // The server asked for the MFA code: the cursor goes to it once the form is enabled again.
  const prompts = name === 'mfaCode' ? store.mfaPrompts : 0;
  useEffect(() => {
    if (prompts > 0 && !store.pending) input.current?.focus();
  }, [prompts, store.pending]);
  // The hide icon is fetched once the form is on screen, before the password can be shown.
  useEffect(() => {
    if (secret) loadEyeOff().catch(() => undefined);
  }, [secret]);
  const errorId = `${field.id}-error`;
  const toggle = secret ? (
    <Button
      variant="minimal"
      icon={
        revealed ? (
          <Suspense fallback={null}>
            <EyeOff />
          </Suspense>
        ) : (
          <EyeOpen />
        )
      }
      aria-label={revealed ? 'Hide password' : 'Show password'}
      aria-pressed={revealed}
      onClick={() => setRevealed(!revealed)}
    />
  ) : undefined;

  return (
    <FormGroup
      label={field.label}
      labelFor={field.id}
      labelInfo={optional ? '(optional)' : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      // The error line's space is always there (login.css): an error appearing on blur must not move
      // the Login button between the press and the release of the click that caused the blur.
      helperText={<span id={errorId}>{error ?? ''}</span>}
      className="login__field"
    >
      <InputGroup
        id={field.id}
        inputRef={input}
        name={field.name}
        type={secret ? (revealed ? 'text' : 'password') : field.type}
        value={field.value as string}
        placeholder={field.placeholder}
        autoComplete={autoComplete}
        inputMode={name === 'mfaCode' ? 'numeric' : undefined}
        disabled={store.pending}
        intent={error ? Intent.DANGER : Intent.NONE}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onFocus={field.onFocus}
        rightElement={toggle}
        size="large"
      />
    </FormGroup>
  );
});
