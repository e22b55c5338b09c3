import { methodName } from './methodName';

describe('methodName: one word for each method', () => {
  it('writes each validation type the way the word list says, whatever its case or spaces', () => {
    expect(['SMS', 'Email', 'Link', 'Duo Push', 'duo push', 'Microsoft Push', 'Teams'].map(methodName)).toEqual([
      'SMS code',
      'Email code',
      'Link',
      'Duo push',
      'Duo push',
      'Microsoft push',
      'Teams code',
    ]);
    expect(methodName('Fingerprint')).toBe('Fingerprint');
  });
});
