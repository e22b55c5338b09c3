import { verify as verifySignature, type KeyObject } from 'node:crypto';
import type { MintedIdentity } from './externalTokens';

/**
 * Verifies a Microsoft-style id token as the backend must: RS256 signature by the provider's key,
 * issuer, audience and expiry. Returns the email it vouches for, or null.
 */
export function verifyIdToken(
  idToken: string,
  expected: { issuer: string; audience: string; kid: string; key: KeyObject },
): MintedIdentity | null {
  const { issuer, audience, kid, key } = expected;
  const parts = idToken.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: { alg?: string; kid?: string };
  let payload: { iss?: string; aud?: string | string[]; exp?: number; email?: string; sub?: string };
  try {
    header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (header.alg !== 'RS256' || header.kid !== kid) return null;
  const ok = verifySignature(
    'RSA-SHA256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    key,
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!ok) return null;
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.iss !== issuer || !audiences.includes(audience)) return null;
  if (!payload.exp || payload.exp * 1000 < Date.now()) return null;
  const email = payload.email ?? payload.sub;
  return email ? { provider: 'Microsoft', email } : null;
}
