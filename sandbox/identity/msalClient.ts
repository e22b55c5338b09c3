/** The client the SPA's MSAL uses against the local OpenID provider. */
export const SANDBOX_MSAL_CLIENT_ID = 'sandbox-spa';
