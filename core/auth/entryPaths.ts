/**
 * The public ways into the app (spec section 2). The spec shows /duoLogin and /externalLogin; the
 * redirect-with-data and external-entry paths are not shown, so they are decided here (README Decisions).
 */
export const REDIRECT_WITH_DATA_PATH = '/redirect';
export const EXTERNAL_ENTRY_PATH = '/external';
export const EXTERNAL_LOGIN_PATH = '/externalLogin';
export const DUO_LOGIN_PATH = '/duoLogin';
