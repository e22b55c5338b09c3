import fc from 'fast-check';
import { allowedPasswordOptions, defaultPasswordOptions, lengthProblem } from './passwordOptions';
import type { PasswordPolicy } from './SecureData';

const policy: PasswordPolicy = {
  minLength: 8,
  maxLength: 64,
  defaultLength: 16,
  allowNumbers: true,
  allowSymbols: false,
  allowUppercase: true,
};

describe('password options', () => {
  it('start from the default length and the allowed classes', () => {
    expect(defaultPasswordOptions(policy)).toEqual({ length: 16, numbers: true, symbols: false, uppercase: true });
  });

  it('never ask for a class the tenant turned off, nor a length out of range', () => {
    expect(allowedPasswordOptions({ length: 200, numbers: true, symbols: true, uppercase: false }, policy)).toEqual({
      length: 64,
      numbers: true,
      symbols: false,
      uppercase: false,
    });
    expect(allowedPasswordOptions({ length: 2, numbers: false, symbols: false, uppercase: true }, policy).length).toBe(
      8,
    );
  });

  it('explain a refused length', () => {
    expect(lengthProblem(7, policy)).toBe('Length must be a whole number from 8 to 64.');
    expect(lengthProblem(8.5, policy)).toBe('Length must be a whole number from 8 to 64.');
    expect(lengthProblem(64, policy)).toBeNull();
  });

  it('allowed options always fit the policy (property)', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (length, n, s, u, an, as, au) => {
          const p = { ...policy, allowNumbers: an, allowSymbols: as, allowUppercase: au };
          const o = allowedPasswordOptions({ length, numbers: n, symbols: s, uppercase: u }, p);
          expect(lengthProblem(o.length, p)).toBeNull();
          expect(o.numbers && !an).toBe(false);
          expect(o.symbols && !as).toBe(false);
          expect(o.uppercase && !au).toBe(false);
        },
      ),
    );
  });
});
