import fc from 'fast-check';
import {
  FIRST_STEP,
  leavesCreateForm,
  stepAfterCreated,
  stepKey,
  stepKeys,
  stepOfKey,
  type SecureDataStep,
} from './secureDataSteps';

const step: fc.Arbitrary<SecureDataStep> = fc.oneof(
  fc.constant(FIRST_STEP),
  fc.record({
    name: fc.constant('CreateSecureData' as const),
    action: fc.constantFrom('sendData' as const, 'requestData' as const),
  }),
  fc.record({
    name: fc.constant('SendSecureData' as const),
    action: fc.constantFrom('sendData' as const, 'requestData' as const),
    id: fc.string({ minLength: 1 }),
  }),
);

describe('secure data steps in the address', () => {
  it('writes each step as a short key and reads it back', () => {
    expect(stepKey(FIRST_STEP)).toBe('actions');
    expect(stepKey({ name: 'CreateSecureData', action: 'sendData' })).toBe('send');
    expect(stepKey({ name: 'CreateSecureData', action: 'requestData' })).toBe('request');
    expect(stepKey({ name: 'SendSecureData', action: 'sendData', id: 'sd-1' })).toBe('link:sd-1');
    expect(stepKey({ name: 'SendSecureData', action: 'requestData', id: 'sr-1' })).toBe('request:sr-1');
    fc.assert(fc.property(step, (s) => expect(stepOfKey(stepKey(s))).toEqual(s)));
  });

  it('an unknown or empty key is the first step', () => {
    for (const key of ['', 'actions', 'link:', 'request:', 'Send', 'verification'])
      expect(stepOfKey(key)).toEqual(FIRST_STEP);
  });

  it('the keys the page may open: the choice first, both create steps, one panel per known item', () => {
    expect(stepKeys([])).toEqual(['actions', 'send', 'request']);
    expect(
      stepKeys([
        { kind: 'requestData', id: 'sr-1' },
        { kind: 'sendData', id: 'sd-1' },
        { kind: 'requestData', id: 'sr-1' },
      ]),
    ).toEqual(['actions', 'send', 'request', 'request:sr-1', 'link:sd-1']);
  });

  it('a created link opens its panel only from the create step it came from (a late answer moves nothing)', () => {
    const link = { kind: 'sendData' as const, id: 'sd-1' };
    expect(stepAfterCreated({ name: 'CreateSecureData', action: 'sendData' }, link)).toEqual({
      name: 'SendSecureData',
      action: 'sendData',
      id: 'sd-1',
    });
    expect(stepAfterCreated({ name: 'CreateSecureData', action: 'requestData' }, link)).toBeNull();
    expect(stepAfterCreated(FIRST_STEP, link)).toBeNull();
    expect(stepAfterCreated({ name: 'SendSecureData', action: 'sendData', id: 'sd-0' }, link)).toBeNull();
  });

  it('a create form is left when the step changes from it, not when it stays or starts there', () => {
    const send = { name: 'CreateSecureData', action: 'sendData' } as const;
    expect(leavesCreateForm(send, FIRST_STEP)).toBe(true);
    expect(leavesCreateForm(send, { name: 'SendSecureData', action: 'sendData', id: 'x' })).toBe(true);
    expect(leavesCreateForm(send, { name: 'CreateSecureData', action: 'requestData' })).toBe(true);
    expect(leavesCreateForm(send, { ...send })).toBe(false);
    expect(leavesCreateForm(null, send)).toBe(false);
    expect(leavesCreateForm(FIRST_STEP, send)).toBe(false);
  });
});
