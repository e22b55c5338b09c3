/** The sign-in form's fields: what both the first paint's draft and the validating form show. */
export type LoginFormFields = 'username' | 'password' | 'mfaCode';

export type LoginValues = Record<LoginFormFields, string>;

export const LOGIN_FIELD_NAMES: readonly LoginFormFields[] = ['username', 'password', 'mfaCode'];

export const LOGIN_LABELS: LoginValues = { username: 'Email', password: 'Password', mfaCode: 'MFA Code' };

export const LOGIN_TYPES: LoginValues = { username: 'email', password: 'password', mfaCode: 'text' };

/** What the sign-in view reads of one field and calls on it: the draft's and mobx-react-form's alike. */
export interface LoginFieldModel {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly placeholder: string;
  readonly type: string;
  readonly value: unknown;
  /** The technician left the field once: its error may show from then on. */
  readonly blurred: boolean;
  /** Takes the input's change event, or the new value itself. */
  onChange: (eventOrValue: unknown) => void;
  onBlur: (...args: unknown[]) => void;
  onFocus: (...args: unknown[]) => void;
}

/** Each form on a page gets ids of its own, kept when the validating form takes over from the draft. */
let forms = 0;
export function loginFieldIds(): LoginValues {
  forms += 1;
  return { username: `login${forms}-username`, password: `login${forms}-password`, mfaCode: `login${forms}-mfaCode` };
}
