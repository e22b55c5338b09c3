import { externalLoginPath, parseExternalLoginRequest, relayChannelName } from './externalLoginRequest';

const q = (params: Record<string, string>) => new URLSearchParams(params);
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('parseExternalLoginRequest', () => {
  it('reads the provider and the relay session id', () => {
    expect(parseExternalLoginRequest(q({ type: 'Google', sessionId: id }))).toEqual({ provider: 'Google', sessionId: id });
    expect(parseExternalLoginRequest(q({ type: 'Microsoft', sessionId: id }))?.provider).toBe('Microsoft');
  });
  it.each([
    ['an unknown type', { type: 'Facebook', sessionId: id }],
    ['no type', { sessionId: id }],
    ['no session id', { type: 'Google' }],
    ['a short session id', { type: 'Google', sessionId: 'abc' }],
    ['a session id that would change the channel', { type: 'Google', sessionId: `${id};private-other` }],
  ])('refuses %s', (_name, params) => {
    expect(parseExternalLoginRequest(q(params))).toBeNull();
  });
  it('builds the page address and the channel name', () => {
    expect(externalLoginPath('/externalLogin', { provider: 'Google', sessionId: id })).toBe(`/externalLogin?type=Google&sessionId=${id}`);
    expect(relayChannelName(id)).toBe(`private-auth-${id}`);
  });
});
