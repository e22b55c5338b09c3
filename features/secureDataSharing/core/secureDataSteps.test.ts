import fc from 'fast-check';
import { FIRST_STEP, nextStep, type CreatedLink, type SecureDataStep, type StepEvent } from './secureDataSteps';

const created = (kind: CreatedLink['kind'] = 'sendData', id = 's1'): CreatedLink => ({ kind, id, link: `https://sandbox.test/s/${id}`, expiresAt: 1 });

describe('secure data steps', () => {
  it('starts on SelectActions and walks choose -> create -> send', () => {
    const create = nextStep(FIRST_STEP, { type: 'choose', action: 'sendData' });
    expect(create).toEqual({ name: 'CreateSecureData', action: 'sendData' });
    const send = nextStep(create, { type: 'created', created: created() });
    expect(send).toEqual({ name: 'SendSecureData', action: 'sendData', created: created(), sentTo: [] });
    const sent = nextStep(send, { type: 'sent', recipient: '0555 010 2002' });
    expect(sent).toMatchObject({ name: 'SendSecureData', sentTo: ['0555 010 2002'] });
    expect(nextStep(sent, { type: 'sent', recipient: '0555 010 2002' })).toBe(sent);
  });

  it('ignores a created link of the other action (a late answer after the technician went back and chose again)', () => {
    const create = nextStep(FIRST_STEP, { type: 'choose', action: 'requestData' });
    expect(nextStep(create, { type: 'created', created: created('sendData') })).toBe(create);
  });

  it('cannot skip a step: created or sent on the first step changes nothing', () => {
    expect(nextStep(FIRST_STEP, { type: 'created', created: created() })).toBe(FIRST_STEP);
    expect(nextStep(FIRST_STEP, { type: 'sent', recipient: 'x' })).toBe(FIRST_STEP);
  });

  it('back and restart return to the choice', () => {
    const create = nextStep(FIRST_STEP, { type: 'choose', action: 'sendData' });
    expect(nextStep(create, { type: 'back' })).toEqual(FIRST_STEP);
    const send = nextStep(create, { type: 'created', created: created() });
    expect(nextStep(send, { type: 'back' })).toEqual(FIRST_STEP);
    expect(nextStep(send, { type: 'restart' })).toEqual(FIRST_STEP);
  });

  it('any sequence of events keeps the step consistent (property)', () => {
    const event: fc.Arbitrary<StepEvent> = fc.oneof(
      fc.record({ type: fc.constant('choose' as const), action: fc.constantFrom('sendData' as const, 'requestData' as const) }),
      fc.record({ type: fc.constant('created' as const), created: fc.constantFrom(created('sendData'), created('requestData', 'r1')) }),
      fc.record({ type: fc.constant('sent' as const), recipient: fc.constantFrom('a', 'b') }),
      fc.constant({ type: 'back' as const }),
      fc.constant({ type: 'restart' as const }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let step: SecureDataStep = FIRST_STEP;
        for (const e of events) {
          const before = step;
          step = nextStep(step, e);
          // Send is reached only from Create, and only with a link of the chosen action.
          if (step.name === 'SendSecureData' && before.name !== 'SendSecureData') {
            expect(before.name).toBe('CreateSecureData');
            expect(step.created.kind).toBe(step.action);
          }
          if (step.name === 'SendSecureData') expect(new Set(step.sentTo).size).toBe(step.sentTo.length);
        }
      }),
    );
  });
});
