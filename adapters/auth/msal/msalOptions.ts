/** Spec section 9: the auth library's timings and popup size. */
export const MSAL_IFRAME_TIMEOUT_MS = 6000;
export const MSAL_RENEWAL_OFFSET_S = 300;
export const MSAL_POPUP_SIZE = { width: 483, height: 600 } as const;
/** Spec section 4: the scope of Microsoft sign-in. */
export const MSAL_SCOPES = ['User.Read'];

const MICROSOFT_HOSTS = [
  /^login\.microsoftonline\.(com|us|de)$/i,
  /^login\.microsoft\.com$/i,
  /\.b2clogin\.com$/i,
  /\.ciamlogin\.com$/i,
];

/**
 * Microsoft's own authorities speak the AAD dialect and need instance discovery; any other authority
 * (the sandbox's local provider, a customer's OpenID provider) is plain OIDC and must be listed as known.
 */
export function authorityMode(authority: string): { protocolMode: 'AAD' | 'OIDC'; knownAuthorities: string[] } {
  const { host, hostname } = new URL(authority);
  const microsoft = MICROSOFT_HOSTS.some((pattern) => pattern.test(hostname));
  return microsoft ? { protocolMode: 'AAD', knownAuthorities: [] } : { protocolMode: 'OIDC', knownAuthorities: [host] };
}
