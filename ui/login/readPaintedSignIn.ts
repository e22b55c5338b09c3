import { LOGIN_FIELD_NAMES, type LoginFormFields, type LoginValues } from './loginFields';

/** What the technician did on the painted sign-in form before the scripts took over. */
export interface PaintedSignIn {
  values: LoginValues;
  /** The field the cursor was in, with its caret where the input type has one. */
  focused: { field: LoginFormFields; caret: number | null } | null;
  /** Login was pressed (the boot script held the submit and marked the form). */
  pressed: boolean;
}

/** Sent on the painted form by the boot script (scripts/deploy/signInBootScript.ts) when it holds a Login. */
export const PAINTED_CHANGE_EVENT = 'painted-change';

/** What changes the painted form's state: typing (with the caret), the cursor to another field, a held Login. */
const CHANGES = ['input', 'focusin', PAINTED_CHANGE_EVENT];

/**
 * Reads the form the build painted into index.html (renderPaintedSignIn.tsx), while it is still in the page: the
 * sign-in screen's first render, before React's first commit replaces it. Null when there is none (the dev server,
 * a later visit to the page, the tests).
 */
export function readPaintedSignIn(doc: Document): PaintedSignIn | null {
  const form = doc.querySelector<HTMLFormElement>('form[data-painted]');
  return form ? readForm(form) : null;
}

/**
 * Takes the painted form: gives what it holds now, then again at each change until the returned stop is called (once
 * React has replaced it). The scripts' first render may yield to the browser (a transition), and the technician may
 * go on typing meanwhile: nothing typed before the commit is lost. Gives nothing without a painted form.
 */
export function takePaintedSignIn(take: (painted: PaintedSignIn) => void): () => void {
  const form = document.querySelector<HTMLFormElement>('form[data-painted]');
  const changed = () => form && take(readForm(form));
  changed();
  for (const type of CHANGES) form?.addEventListener(type, changed);
  return () => CHANGES.forEach((type) => form?.removeEventListener(type, changed));
}

function readForm(form: HTMLFormElement): PaintedSignIn {
  const inputs = LOGIN_FIELD_NAMES.map((name) => form.querySelector<HTMLInputElement>(`[name="${name}"]`));
  const values = Object.fromEntries(LOGIN_FIELD_NAMES.map((name, at) => [name, inputs[at]?.value ?? '']));
  const at = inputs.indexOf(document.activeElement as HTMLInputElement);
  return {
    values: values as LoginValues,
    // The caret is null where the input type has no selection (email).
    focused: at < 0 ? null : { field: LOGIN_FIELD_NAMES[at]!, caret: inputs[at]!.selectionEnd },
    pressed: form.hasAttribute('data-pressed'),
  };
}
