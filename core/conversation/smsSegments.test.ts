import fc from 'fast-check';
import { isGsm7, smsCostWarning, smsLength, smsLengthLabel } from './smsSegments';

describe('SMS segment counting', () => {
  it.each([
    ['', 'GSM-7', 0, 0],
    ['a'.repeat(160), 'GSM-7', 160, 1],
    ['a'.repeat(161), 'GSM-7', 161, 2],
    ['a'.repeat(306), 'GSM-7', 306, 2],
    ['a'.repeat(307), 'GSM-7', 307, 3],
    ['€'.repeat(80), 'GSM-7', 160, 1], // extension characters take two septets
    ['€'.repeat(81), 'GSM-7', 162, 2],
    ['é'.repeat(70), 'GSM-7', 70, 1], // é is in the GSM basic set
    ['ć'.repeat(70), 'UCS-2', 70, 1],
    ['ć'.repeat(71), 'UCS-2', 71, 2],
    ['ć'.repeat(134), 'UCS-2', 134, 2],
    ['ć'.repeat(135), 'UCS-2', 135, 3],
    ['👍', 'UCS-2', 2, 1], // outside the BMP: two UTF-16 units
  ] as const)('%j is %s, %i units, %i segments', (text, encoding, units, segments) => {
    expect(smsLength(text)).toMatchObject({ encoding, units, segments });
  });

  it('labels the count for the composer', () => {
    expect(smsLengthLabel(smsLength(''))).toBe('0 characters');
    expect(smsLengthLabel(smsLength('a'.repeat(172)))).toBe('172 characters · 2 SMS (GSM-7)');
    expect(smsLengthLabel(smsLength('👍'))).toBe('1 character · 1 SMS (UCS-2)');
  });

  it('segments always hold the units: (segments-1)*per < units <= segments*per, and one non-GSM character switches to UCS-2', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 700, unit: 'grapheme' }), (text) => {
        const length = smsLength(text);
        expect(length.units).toBeGreaterThanOrEqual(length.characters > 0 ? 1 : 0);
        expect(length.units).toBeLessThanOrEqual(length.segments * length.perSegment);
        expect(length.units).toBeGreaterThan((length.segments - 1) * length.perSegment);
        expect(smsLength(`${text}ć`).encoding).toBe('UCS-2');
        expect(isGsm7(text)).toBe(length.encoding === 'GSM-7');
      }),
    );
  });

  it('warns of the cost past 3 segments only: 459 GSM-7 characters are 3 SMS, 460 are 4', () => {
    expect(smsCostWarning(smsLength('a'.repeat(459)))).toBeNull();
    expect(smsCostWarning(smsLength('a'.repeat(460)))).toBe(
      'A long text: it is sent and billed as 4 SMS. Shorten it to send fewer.',
    );
    // The 1,711-character text with one non-GSM character: UCS-2, 26 segments.
    expect(smsCostWarning(smsLength(`${'a'.repeat(1710)}ć`))).toMatch(/billed as 26 SMS/);
  });
});
