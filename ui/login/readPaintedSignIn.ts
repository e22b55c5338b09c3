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
  const form = doc.querySelector<HTMLFormElement>('form[data-painted]');
  if (!form) return null;
  const input = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement ? element : null;
  };
  const values = Object.fromEntries(LOGIN_FIELD_NAMES.map((name) => [name, input(name)?.value ?? ''])) as LoginValues;
  const active = doc.activeElement;
  const field = LOGIN_FIELD_NAMES.find((name) => active !== null && input(name) === active);
  return {
    values,
    focused: field ? { field, caret: caretOf(input(field)!) } : null,
    pressed: form.hasAttribute('data-pressed'),
  };
}

/** Email inputs have no selection API (null, or a throw in some engines). */
function caretOf(input: HTMLInputElement): number | null {
  try {
    return input.selectionEnd;
  } catch {
    return null;
  }
}
