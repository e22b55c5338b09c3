/** @jest-environment node */
import { ContactMother } from '@core/testing/ContactMother';
import { CodeCheck } from './CodeCheck';
import { settle, smsRecord, storeParts } from '../testing/storeParts';

const item = ContactMother.bob().communicationItems[0]!;

function setup() {
  const parts = storeParts();
  let live = true;
  const check = new CodeCheck({ ...parts, live: () => live });
  parts.driver.take({
    kind: 'codeSent',
    item,
    validationId: 'v-1',
    expiresAt: parts.clock.now() + 300_000,
    problem: null,
    triesLeft: null,
    checking: false,
  });
  return { ...parts, check, close: () => void (live = false) };
}

describe('CodeCheck', () => {
  it('asks nothing until six digits are typed, and says so', async () => {
    const { check, api } = setup();
    check.code.set('123 45');
    await check.check();
    expect(check.code.error).toBe('Enter the six-digit code.');
    expect(api.calls).toEqual([]);
  });

  it('a wrong code says the tries left and reloads the failures; two Enters send one check', async () => {
    const { check, api, driver } = setup();
    api.outcome = { status: 'wrong', triesLeft: 3 };
    check.code.set('123 456');
    await Promise.all([check.check(), check.check()]);
    expect(api.calls.filter((call) => call.startsWith('check:'))).toEqual(['check:v-1:123456']);
    expect(api.calls).toContain('attempts:acme-cw:acme-cw-co1-ct2');
    expect(driver.flow).toMatchObject({ kind: 'codeSent', problem: 'wrong', triesLeft: 3, checking: false });
  });

  it('the right code verifies the call; a locked one stops the countdown', async () => {
    const right = setup();
    right.api.outcome = { status: 'verified', record: smsRecord };
    right.check.code.set('123456');
    await right.check.check();
    expect(right.driver.flow).toMatchObject({ kind: 'verified', record: smsRecord });
    expect(right.told.verified).toEqual([smsRecord]);

    const locked = setup();
    locked.api.outcome = { status: 'locked' };
    locked.check.code.set('123456');
    await locked.check.check();
    expect(locked.driver.flow).toMatchObject({ problem: 'locked', triesLeft: 0 });
    expect(locked.clock.activeTimers()).toBe(0);
  });

  it('a check that fails on the way is told, and the code can be checked again', async () => {
    const { check, api, driver, notifier } = setup();
    api.check = async () => {
      throw new Error('The service is unavailable.');
    };
    check.code.set('123456');
    await check.check();
    expect(notifier.messages()).toHaveLength(1);
    expect(driver.flow).toMatchObject({ kind: 'codeSent', checking: false, problem: null });
  });

  it('an answer after the panel closed changes nothing', async () => {
    const { check, api, driver, close } = setup();
    api.outcome = { status: 'verified', record: smsRecord };
    check.code.set('123456');
    const pending = check.check();
    close();
    await pending;
    await settle();
    expect(driver.flow).toMatchObject({ kind: 'codeSent', checking: true });
  });
});
