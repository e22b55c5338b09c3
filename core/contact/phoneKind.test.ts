import { isLandline, isMobile, looksLikePhone } from './phoneKind';

const phone = (name: string, value = '+1 555 010 9000') => ({ name, type: 'phone' as const, value, isVerified: false });

describe('phoneKind', () => {
  it("a landline is never a mobile, even as the record's phone; a name saying mobile wins", () => {
    expect(isMobile(phone('Office'), { phone: '+1 555 010 9000' })).toBe(false);
    expect(isMobile(phone('Home'), { phone: '+1 555 010 9000' })).toBe(false);
    expect(isMobile(phone('Work mobile'), { phone: null })).toBe(true);
    expect(isMobile(phone('Phone'), { phone: '+1 555 010 9000' })).toBe(true);
    expect(isMobile(phone('Phone'), { phone: null })).toBe(false);
  });

  it('a landline is named like one; a name saying mobile wins, and an email is neither', () => {
    expect(isLandline(phone('Office'))).toBe(true);
    expect(isLandline(phone('Main line'))).toBe(true);
    expect(isLandline(phone('Work mobile'))).toBe(false);
    expect(isLandline(phone('Phone'))).toBe(false);
    expect(isLandline({ ...phone('Home'), type: 'email' })).toBe(false);
  });

  it("tells a history item's phone number from an email address", () => {
    expect(looksLikePhone('+1 (555) 010-2001')).toBe(true);
    expect(looksLikePhone('0201 555 0199')).toBe(true);
    expect(looksLikePhone('alice@contoso.example')).toBe(false);
    expect(looksLikePhone('12345')).toBe(false);
    expect(looksLikePhone('Duo push')).toBe(false);
  });
});
