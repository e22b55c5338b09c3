/** @jest-environment node */
import { authorityMode } from './msalOptions';

describe('authorityMode', () => {
  it('a local or third-party OpenID authority is OIDC and known by its host', () => {
    expect(authorityMode('https://localhost:8443/')).toEqual({
      protocolMode: 'OIDC',
      knownAuthorities: ['localhost:8443'],
    });
    expect(authorityMode('https://idp.example.com/realms/msp')).toEqual({
      protocolMode: 'OIDC',
      knownAuthorities: ['idp.example.com'],
    });
  });
  it("Microsoft's own authorities keep the AAD dialect and instance discovery", () => {
    expect(authorityMode('https://login.microsoftonline.com/common')).toEqual({
      protocolMode: 'AAD',
      knownAuthorities: [],
    });
    expect(authorityMode('https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signin')).toEqual({
      protocolMode: 'AAD',
      knownAuthorities: [],
    });
  });
});
