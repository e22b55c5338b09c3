/**
 * Whether a text is a host a PSA's pages are served from, as a Content-Security-Policy host source: https,
 * a host name with a leading `*.` for tenant subdomains, an optional port, no path ('https://*.halopsa.com').
 * A descriptor's cloud frame hosts must be one (PsaDescriptor.frameHosts); the scaffold checks what it is given.
 */
export function isHttpsHostSource(source: string): boolean {
  return /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:(\d{1,5}|\*))?$/i.test(source);
}

/** Why a text is refused as a frame host: what to write instead. */
export const HTTPS_HOST_SOURCE_HINT = "write 'https://host' or 'https://*.host' (a port may follow; no path)";
