import {
  externalLoginPath,
  parseExternalLoginRequest,
  relayChannelName,
  relayConfirmationCode,
  relaySessionId,
} from './externalLoginRequest';

const q = (params: Record<string, string>) => new URLSearchParams(params);
const id = 'qL3v1Zr6oXw2T9pKs8nYb4cHd7fGj0mEaU5iRtWxQzM';

describe('parseExternalLoginRequest', () => {
  it('reads the provider from the query and the relay session id from the fragment', () => {
    expect(parseExternalLoginRequest(q({ type: 'Google' }), `#sessionId=${id}`)).toEqual({
      provider: 'Google',
      sessionId: id,
    });
    expect(parseExternalLoginRequest(q({ type: 'Microsoft' }), `#sessionId=${id}`)?.provider).toBe('Microsoft');
  });
  it.each([
    ['an unknown type', { type: 'Facebook' }, `#sessionId=${id}`],
    ['no type', {}, `#sessionId=${id}`],
    ['no session id', { type: 'Google' }, ''],
    ['a session id in the query (the old, leaky form)', { type: 'Google', sessionId: id }, ''],
    ['a session id under 128 bits', { type: 'Google' }, '#sessionId=abcdefghijklmnop'],
    ['a session id that would change the channel', { type: 'Google' }, `#sessionId=${id};private-other`],
  ])('refuses %s', (_name, params, hash) => {
    expect(parseExternalLoginRequest(q(params), hash)).toBeNull();
  });
  it('builds the page address with the secret in the fragment, and the channel name', () => {
    expect(externalLoginPath('/externalLogin', { provider: 'Google', sessionId: id })).toBe(
      `/externalLogin?type=Google#sessionId=${id}`,
    );
    expect(relayChannelName(id)).toBe(`private-auth-${id}`);
    expect(relaySessionId(`private-auth-${id}`)).toBe(id);
    expect(relaySessionId(`private-tenant-${id}`)).toBeNull();
  });
});

describe('relayConfirmationCode', () => {
  it('is six digits from the digest, grouped in threes', () => {
    expect(relayConfirmationCode(new Uint8Array([0, 0, 0, 42]))).toBe('000 042');
    expect(relayConfirmationCode(new Uint8Array([0xff, 0xff, 0xff, 0xff, 9]))).toBe(
      String(0xffffffff % 1_000_000).replace(/^(\d{3})/, '$1 '),
    );
  });
  it('differs for digests that differ in their first four bytes', () => {
    expect(relayConfirmationCode(new Uint8Array([1, 2, 3, 4]))).not.toBe(
      relayConfirmationCode(new Uint8Array([1, 2, 3, 5])),
    );
  });
});
