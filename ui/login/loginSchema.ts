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
