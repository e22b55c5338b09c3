/** @jest-environment node */
import { ContactMother } from '@core/testing/ContactMother';
import { PUSH_POLL_MS } from './verificationFlow';
import { smsRecord, storeParts } from '../testing/storeParts';

const item = ContactMother.bob().communicationItems[0]!;

describe('FlowDriver', () => {
  it('moves only by the core rules, and tells the panel only when the flow changed', () => {
    const { driver, told } = storeParts();
    driver.dispatch({ type: 'sendFailed' }); // nothing was on its way: nothing happens
    expect(told.moved).toEqual([]);
    driver.dispatch({ type: 'send', item, what: 'code' });
    expect(driver.flow).toEqual({ kind: 'sending', item, what: 'code' });
    expect(told.moved).toEqual([driver.flow]);
  });

  it('counts a code down each second and says it expired at its time, then stops its timers', () => {
    const { driver, clock } = storeParts();
    const expiresAt = clock.now() + 3_000;
    driver.take({
      kind: 'codeSent',
      item,
      validationId: 'v-1',
      expiresAt,
      problem: null,
      triesLeft: null,
      checking: false,
    });
    expect(driver.countdown?.label).toBe('0:03');
    clock.advance(1_000);
    expect(driver.countdown?.label).toBe('0:02');
    clock.advance(2_000);
    expect(driver.flow).toMatchObject({ kind: 'codeSent', problem: 'expired' });
    expect(clock.activeTimers()).toBe(0);
  });

  it('asks about an awaited push at once and on its poll, and ends it at its time without a verification', () => {
    const { driver, clock, told } = storeParts();
    driver.take({ kind: 'pushPending', push: 'duo', validationId: 'v-1', expiresAt: clock.now() + 5 * PUSH_POLL_MS });
    expect(told.polls).toBe(1);
    clock.advance(PUSH_POLL_MS);
    expect(told.polls).toBe(2);
    clock.advance(4 * PUSH_POLL_MS);
    expect(driver.flow).toEqual({ kind: 'pushExpired', push: 'duo' });
    expect(told.ended).toBe(1);
    expect(clock.activeTimers()).toBe(0);
  });

  it('a flow taken from storage is not written back; Start over is, even from idle', () => {
    const { driver, told } = storeParts();
    driver.take({ kind: 'pushDenied', push: 'microsoft' });
    expect(told.moved).toEqual([]);
    driver.startOver();
    driver.startOver();
    expect(told.moved).toEqual([{ kind: 'idle' }, { kind: 'idle' }]);
  });

  it('a verification stops the clock and hands the record on once', () => {
    const { driver, clock, told } = storeParts();
    driver.take({
      kind: 'linkPending',
      item,
      validationId: 'v-1',
      expiresAt: clock.now() + 60_000,
      matchNumber: 7,
      confirmed: true,
    });
    driver.verified(smsRecord);
    expect(driver.flow).toEqual({ kind: 'verified', record: smsRecord });
    expect(told.verified).toEqual([smsRecord]);
    expect(driver.countdown).toBeNull();
    expect(clock.activeTimers()).toBe(0);
  });
});
