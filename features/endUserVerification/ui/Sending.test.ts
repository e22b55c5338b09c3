/** @jest-environment node */
import { ManualClock } from '@core/testing/ManualClock';
import { AppError } from '@features/api/core';
import { SendsLockedError } from '../core/VerificationApi';
import { CallKeeper } from './CallKeeper';
import { CallSync } from './CallSync';
import { MethodChoice } from './MethodChoice';
import { NoteEntry } from './NoteEntry';
import { Sending } from './Sending';
import { TypedCode } from './TypedCode';
import { storeParts } from '../testing/storeParts';

async function setup({ needsNote = false, optedOut = [] as string[] } = {}) {
  const parts = storeParts({ optedOut });
  const { standing, driver } = parts;
  const choice = new MethodChoice(standing, driver);
  const note = new NoteEntry(() => needsNote);
  const code = new TypedCode();
  const calls = new CallSync(new CallKeeper(null, null, new ManualClock()), {
    standing,
    flow: () => driver.flow,
    settings: () => standing.settingsStore.settings,
    live: () => true,
    take: (flow) => driver.take(flow),
  });
  let live = true;
  const sending = new Sending({ ...parts, choice, note, code, calls, live: () => live });
  await standing.loadSettings();
  return { ...parts, choice, note, code, sending, close: () => void (live = false) };
}

describe('Sending', () => {
  it('a code goes to the chosen item with the call id, the typed code is cleared, and the countdown runs', async () => {
    const { sending, api, driver, code, standing, choice } = await setup();
    code.set('999');
    await sending.sendCode();
    expect(api.calls).toContain('sendCode:sms:0555 010 2002');
    expect(driver.flow).toMatchObject({ kind: 'codeSent', validationId: 'v-1', problem: null });
    expect(code.text).toBe('');
    expect(standing.call.callId).toMatch(/^call-/);
    expect(choice.choosing).toBe(true);
    expect(driver.countdown?.label).toBe('5:00');
  });

  it('a link waits with the number to read out; a second click while one is on its way sends nothing more', async () => {
    const { sending, api, driver } = await setup();
    await Promise.all([sending.sendLink(), sending.sendLink(), sending.sendCode()]);
    expect(api.calls.filter((call) => call.startsWith('send'))).toEqual(['sendLink:sms:0555 010 2002']);
    expect(driver.flow).toMatchObject({ kind: 'linkPending', matchNumber: 42, confirmed: false });
  });

  it('a required note holds the send back and nothing is asked', async () => {
    const { sending, api, note, choice } = await setup({ needsNote: true });
    await sending.sendPush('duo');
    expect(api.calls.filter((call) => call.startsWith('send'))).toEqual([]);
    expect(note.error).toBe('Required');
    expect(choice.choosing).toBe(false);
  });

  it('a number that opted out gets nothing and is marked so', async () => {
    const { sending, driver, choice } = await setup({ optedOut: ['0555 010 2002'] });
    await sending.sendCode();
    expect(driver.flow).toMatchObject({ kind: 'optedOut' });
    expect(choice.canSend('sms')).toBe(false);
  });

  it('a cancelled send says nothing went; a lock is shown without a toast; anything else is told', async () => {
    const cancelled = await setup();
    cancelled.api.sendCode = async () => {
      throw new AppError('cancelled', 'Cancelled');
    };
    await cancelled.sending.sendCode();
    expect(cancelled.sending.info).toBe('Sending cancelled. No code was sent.');
    expect(cancelled.driver.flow).toEqual({ kind: 'idle' });

    const locked = await setup();
    const until = locked.clock.now() + 15 * 60_000;
    locked.api.sendPush = async () => {
      locked.api.contactAttempts = { failures: [], lockedUntil: until }; // what the backend says from then on
      throw new SendsLockedError(until);
    };
    await locked.sending.sendPush('duo');
    expect(locked.standing.locked).toBe(true);
    expect(locked.notifier.messages()).toEqual([]);

    const failed = await setup();
    failed.api.sendLink = async () => {
      throw new AppError('server', 'The service is unavailable.', 503);
    };
    await failed.sending.sendLink();
    expect(failed.notifier.messages()).toEqual(['The service is unavailable.']);
    expect(failed.driver.flow).toEqual({ kind: 'idle' });
  });

  it('Cancel aborts the request on its way; a push answered after the panel closed is dropped', async () => {
    const { sending, api } = await setup();
    let signal: AbortSignal | undefined;
    api.sendCode = (_request, given) => {
      signal = given;
      return new Promise(() => undefined);
    };
    void sending.sendCode();
    await new Promise((resolve) => setTimeout(resolve, 0));
    sending.cancel();
    expect(signal?.aborted).toBe(true);

    const pushed = await setup();
    const answer = pushed.sending.sendPush('microsoft');
    pushed.close();
    await answer;
    expect(pushed.driver.flow).toEqual({ kind: 'pushSending', push: 'microsoft' });
  });
});
