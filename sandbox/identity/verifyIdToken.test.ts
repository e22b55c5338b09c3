/** @jest-environment node */
import { generateKeyPairSync, sign } from 'node:crypto';
import { verifyIdToken } from './verifyIdToken';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const expected = { issuer: 'https://localhost:8443/', audience: 'sandbox-spa', kid: 'k1', key: publicKey };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function jwt(
  payload: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'RS256', kid: 'k1' },
  key = privateKey,
) {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`;
}
const good = {
  iss: expected.issuer,
  aud: 'sandbox-spa',
  exp: now() + 300,
  email: 'tech@sandbox.test',
  sub: 'tech@sandbox.test',
};

describe('verifyIdToken', () => {
  it('accepts a token the provider signed for this client and returns its email', () => {
    expect(verifyIdToken(jwt(good), expected)).toEqual({ provider: 'Microsoft', email: 'tech@sandbox.test' });
  });
  it.each([
    ['signed by another key', jwt(good, undefined, other.privateKey)],
    ['for another issuer', jwt({ ...good, iss: 'https://evil.example/' })],
    ['for another client', jwt({ ...good, aud: 'someone-else' })],
    ['expired', jwt({ ...good, exp: now() - 1 })],
    ['with another key id', jwt(good, { alg: 'RS256', kid: 'k2' })],
    ['unsigned', `${b64({ alg: 'none' })}.${b64(good)}.`],
    ['not a JWT', 'not-a-jwt'],
  ])('refuses a token %s', (_name, token) => {
    expect(verifyIdToken(token, expected)).toBeNull();
  });
});
