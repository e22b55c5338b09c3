import fc from 'fast-check';
import { emailMatches, phoneDigits, phoneMatches, valuesMatch } from './valuesMatch';

describe('phone matching (digits only, leading zero of the stored number dropped, contained)', () => {
  it.each([
    ['+1 (555) 010-2001', '+15550102001', true],
    ['+1 (555) 010-2001', '555.010.2001', false], // stored has the country code the submission lacks
    ['0555 010 2002', '+1 555 010 2002', true], // national zero dropped, country code around it
    ['0555 010 2002', '555-010-2002', true],
    ['0555 010 2002', '0555 010 2003', false],
    ['00555', '555', false], // only one zero is dropped
    ['', '123', false], // an empty stored number matches nothing
    ['(no digits)', 'anything 123', false],
  ])('stored %s vs submitted %s -> %s', (stored, submitted, expected) => {
    expect(phoneMatches(stored, submitted)).toBe(expected);
  });

  const digits = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 1, maxLength: 15 });
  const separators = fc.array(fc.constantFrom(' ', '-', '(', ')', '.', '+', '/'), { maxLength: 3 });

  /** Sprinkles formatting characters between the digits. */
  const formatted = (value: string) =>
    fc
      .array(separators, { minLength: value.length + 1, maxLength: value.length + 1 })
      .map((seps) => seps.map((s, i) => s.join('') + (value[i] ?? '')).join(''));

  it('ignores formatting on either side', () => {
    const samePairs = digits
      .filter((d) => d.replace(/^0/, '').length > 0)
      .chain((d) => fc.tuple(formatted(d), formatted(d)));
    fc.assert(fc.property(samePairs, ([stored, submitted]) => expect(phoneMatches(stored, submitted)).toBe(true)));
  });

  it('a stored national number matches the same number behind any country code', () => {
    fc.assert(
      fc.property(
        digits.filter((d) => !d.startsWith('0')),
        digits,
        (national, country) => {
          expect(phoneMatches(`0${national}`, `+${country} ${national}`)).toBe(true);
        },
      ),
    );
  });

  it('matches exactly when the stored digits (less one leading zero) occur in the submitted digits', () => {
    fc.assert(
      fc.property(digits, digits, (stored, submitted) => {
        const wanted = stored.replace(/^0/, '');
        expect(phoneMatches(stored, submitted)).toBe(wanted.length > 0 && submitted.includes(wanted));
      }),
    );
  });

  it('phoneDigits keeps only digits, in order', () => {
    fc.assert(
      fc.property(fc.string(), (s) =>
        expect(phoneDigits(s)).toBe([...s].filter((ch) => ch >= '0' && ch <= '9').join('')),
      ),
    );
  });
});

describe('email matching (exact)', () => {
  it.each([
    ['alice@contoso.example', 'alice@contoso.example', true],
    ['alice@contoso.example', 'Alice@contoso.example', false],
    ['alice@contoso.example', ' alice@contoso.example', false],
  ])('%s vs %s -> %s', (stored, submitted, expected) => {
    expect(emailMatches(stored, submitted)).toBe(expected);
  });

  it('matches if and only if the strings are equal', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => expect(emailMatches(a, b)).toBe(a === b)));
    fc.assert(fc.property(fc.emailAddress(), (a) => expect(valuesMatch('email', a, a)).toBe(true)));
  });

  it('valuesMatch picks the rule by item type', () => {
    expect(valuesMatch('phone', '0555 010 2002', '+1 555 010 2002')).toBe(true);
    expect(valuesMatch('email', '0555 010 2002', '+1 555 010 2002')).toBe(false);
  });
});
