/**
 * Signs a private-channel subscription the way Pusher does: returns
 * `${key}:${hex HMAC-SHA256(secret, `${socketId}:${channelName}`)}`.
 * Uses Web Crypto only, so the same code runs in the sandbox server and in the browser.
 */
export async function signChannel(key: string, secret: string, socketId: string, channelName: string): Promise<string> {
  const encoder = new TextEncoder();
  const hmacKey = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await globalThis.crypto.subtle.sign('HMAC', hmacKey, encoder.encode(`${socketId}:${channelName}`));
  return `${key}:${toHex(new Uint8Array(signature))}`;
}

/**
 * Compares two auth strings in time independent of where they differ, so a client cannot
 * learn a valid signature byte by byte from response timing.
 */
export function sameAuth(expected: string, actual: string): boolean {
  // The length is no secret (key plus 64 hex digits), so it may end the comparison early.
  if (expected.length !== actual.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ actual.charCodeAt(i);
  return difference === 0;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
