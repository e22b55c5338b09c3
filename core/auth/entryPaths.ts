/**
 * The public ways into the app (spec section 2). The spec shows /duoLogin and /externalLogin; the
 * redirect-with-data and external-entry paths are not shown, so they are decided here
 * (docs/decisions/008-entry-links-leave-the-address-bar.md).
 */
export const REDIRECT_WITH_DATA_PATH = '/redirect';
export const EXTERNAL_ENTRY_PATH = '/external';
export const EXTERNAL_LOGIN_PATH = '/externalLogin';
export const DUO_LOGIN_PATH = '/duoLogin';
/** Where MSAL's popup lands (same origin, no COOP header); it hands the answer back to the opener. */
export const MSAL_REDIRECT_PATH = '/msal-redirect';
