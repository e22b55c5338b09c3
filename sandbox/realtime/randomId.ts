/** A URL-safe random id (base64url of `bytes` random bytes), like ASP.NET's connection ids. */
export function randomId(bytes = 16): string {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes))).toString('base64url');
}
