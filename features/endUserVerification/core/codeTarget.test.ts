import { ContactMother } from '@core/testing/ContactMother';
import { parseCallState } from './CallState';
import { codeRouteText, teamsTargetOf } from './codeTarget';
import { nextFlow, type VerificationFlow } from './verificationFlow';

describe('where a code goes', () => {
  it('says how it went: by SMS, by email or by Teams', () => {
    const [mobile, work] = ContactMother.bob().communicationItems;
    expect(codeRouteText(mobile!)).toBe('by SMS');
    expect(codeRouteText(work!)).toBe('by email');
    expect(codeRouteText(teamsTargetOf(ContactMother.alice()))).toBe('by Teams');
  });

  it('a code by Teams goes through the same steps as any code: wrong, then locked on the fifth', () => {
    const target = teamsTargetOf(ContactMother.alice());
    let flow: VerificationFlow = nextFlow({ kind: 'idle' }, { type: 'send', item: target, what: 'code' });
    expect(flow).toEqual({ kind: 'sending', item: target, what: 'code' });
    flow = nextFlow(flow, {
      type: 'sent',
      flow: {
        kind: 'codeSent',
        item: target,
        validationId: 'v-1',
        expiresAt: 1,
        problem: null,
        triesLeft: null,
        checking: false,
      },
    });
    flow = nextFlow(nextFlow(flow, { type: 'check' }), { type: 'checked', status: 'wrong', triesLeft: 4 });
    expect(flow).toMatchObject({ kind: 'codeSent', item: target, problem: 'wrong', triesLeft: 4, checking: false });
    flow = nextFlow(nextFlow(flow, { type: 'check' }), { type: 'checked', status: 'locked' });
    expect(flow).toMatchObject({ kind: 'codeSent', item: target, problem: 'locked', triesLeft: 0 });
  });

  it('a Teams code kept for a reload reads back; a forged target does not', () => {
    const stored = (item: unknown) => ({
      callId: 'call-1',
      request: 'Other',
      updatedAt: 1,
      check: { kind: 'code', validationId: 'v-1', expiresAt: 2, item, problem: null, triesLeft: null },
    });
    const teams = { name: 'Teams', type: 'teams', value: 'Alice Johnson' };
    expect(parseCallState(stored(teams))?.check).toMatchObject({ kind: 'code', item: teams });
    expect(parseCallState(stored({ ...teams, value: 7 }))).toBeNull();
    expect(parseCallState(stored({ ...teams, type: 'fax' }))).toBeNull();
  });
});
