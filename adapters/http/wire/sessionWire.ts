import { boolean, object, string, type InferType } from 'yup';

/** POST /Token, /User/MultiFactorLogin and /User/ExternalLogin answer with the three session items. */
export const sessionWire = object({
  accessToken: string().required(),
  refreshToken: string().required(),
  userId: string().required(),
});
export type SessionWire = InferType<typeof sessionWire>;

/** POST User/preCheck?source=1: a url means the account signs in through single sign-on. */
export const preCheckWire = object({
  url: string().nullable().default(null),
});
export type PreCheckWire = InferType<typeof preCheckWire>;

/**
 * POST /Token's 400: the message, and `mfaRequired: true` when the password was right but the account
 * needs its MFA code (not shown by the spec; the SPA then asks for the code inline).
 */
export const tokenRefusalWire = object({
  message: string().default(''),
  mfaRequired: boolean().default(false),
});
export type TokenRefusalWire = InferType<typeof tokenRefusalWire>;

/** Bodies the SPA sends. */
export interface PasswordLoginBody {
  username: string;
  password: string;
}
export interface MfaLoginBody extends PasswordLoginBody {
  mfaCode: string;
}
export interface ExternalLoginBody {
  token: string;
  tokenType: 'Google' | 'Microsoft';
}

/** Every error body carries a message the technician can read (spec section 8). */
export interface ErrorWire {
  message: string;
}
