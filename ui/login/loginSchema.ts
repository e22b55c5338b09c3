import type * as Yup from 'yup';

/** Spec section 5's messages, verbatim. */
export const REQUIRED_MESSAGE = 'Required';
export const EMAIL_MESSAGE = 'Incorrect email format';

/** Sign-in rules: username required and an email; password required; MFA code optional. */
export function loginSchema(y: typeof Yup) {
  return y.object().shape({
    username: y.string().trim().required(REQUIRED_MESSAGE).email(EMAIL_MESSAGE),
    password: y.string().required(REQUIRED_MESSAGE),
    mfaCode: y.string(),
  });
}

/**
 * The error a field's current value has (null: none), checked synchronously. The form's own errors come
 * from asynchronous validations that may settle out of order (a first validation of the empty form
 * settling after values were typed or autofilled said "Required" beside them), so the view shows this.
 */
export function loginFieldError(
  y: typeof Yup,
  name: 'username' | 'password' | 'mfaCode',
  values: Record<string, unknown>,
): string | null {
  try {
    loginSchema(y).validateSyncAt(name, values);
    return null;
  } catch (error) {
    return y.ValidationError.isError(error) ? error.message : null;
  }
}
