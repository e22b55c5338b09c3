import { LOGIN_FIELD_NAMES, type LoginFormFields, type LoginValues } from './loginFields';

/** What the technician did on the painted sign-in form before the scripts took over. */
export interface PaintedSignIn {
  values: LoginValues;
  /** The field the cursor was in, with its caret where the input type has one. */
  focused: { field: LoginFormFields; caret: number | null } | null;
  /** Login was pressed (the boot script held the submit and marked the form). */
  pressed: boolean;
}

/**
 * Reads the form the build painted into index.html (LoginView's `painted`), while it is still in the page: the
 * sign-in screen's first render, before React's first commit replaces it. Null when there is none (the dev server,
 * a later visit to the page, the tests).
 */
export function readPaintedSignIn(doc: Document): PaintedSignIn | null {
  const form = doc.querySelector('form[data-painted]');
  if (!form) return null;
  const inputs = LOGIN_FIELD_NAMES.map((name) => form.querySelector<HTMLInputElement>(`[name="${name}"]`));
  const values = Object.fromEntries(LOGIN_FIELD_NAMES.map((name, at) => [name, inputs[at]?.value ?? '']));
  const at = inputs.indexOf(doc.activeElement as HTMLInputElement);
  return {
    values: values as LoginValues,
    // The caret is null where the input type has no selection (email).
    focused: at < 0 ? null : { field: LOGIN_FIELD_NAMES[at]!, caret: inputs[at]!.selectionEnd },
    pressed: form.hasAttribute('data-pressed'),
  };
}
