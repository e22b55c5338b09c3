import { parseContactVerificationPassed } from './ContactVerificationPassed';

const valid = {
  contactId: 'acme-cw-co1-ct1',
  psaId: 'acme-cw',
  value: '+1 555 0100',
  validationType: 'SMS',
  inspectorName: 'Tess Tech',
  note: 'Manager approval',
  date: '2026-11-22T10:00:00.000Z',
};

describe('ContactVerificationPassed at the hub boundary', () => {
  it('reads a well-formed event', () => {
    expect(parseContactVerificationPassed(valid)).toEqual(valid);
  });

  it('reads a missing or null note as no note', () => {
    expect(parseContactVerificationPassed({ ...valid, note: undefined })?.note).toBe('');
    expect(parseContactVerificationPassed({ ...valid, note: null })?.note).toBe('');
  });

  it.each([
    ['an inspectorName that is an object', { ...valid, inspectorName: { first: 'Tess' } }],
    ['a date that is not a date', { ...valid, date: 'yesterday-ish' }],
    ['a missing contactId', { ...valid, contactId: undefined }],
    ['a numeric value', { ...valid, value: 5550100 }],
    ['a note that is an object', { ...valid, note: { html: '<b>x</b>' } }],
    ['an array', [valid]],
    ['a string', JSON.stringify(valid)],
    ['null', null],
  ])('drops %s', (_what, payload) => {
    expect(parseContactVerificationPassed(payload)).toBeNull();
  });
});
