import { StorageLocalValues } from '@adapters/storage/StorageLocalValues';
import { ManualClock } from '@core/testing/ManualClock';
import type { StoredCheck } from '../core/CallState';
import { StorageCallStates } from '../adapters/StorageCallStates';
import { CallKeeper } from './CallKeeper';

/** Two tabs of one browser on one ticket: each keeps the call through the same storage. */
const KEY = 'u-tech|acme-cw|1004|acme-cw-co1-ct4';
const clock = new ManualClock();
const tab = () => new CallKeeper(new StorageCallStates(new StorageLocalValues(() => localStorage)), KEY, clock);
const codeSent: StoredCheck = {
  kind: 'code',
  validationId: 'v-1',
  expiresAt: clock.now() + 5 * 60_000,
  item: { name: 'Work email', type: 'email', value: 'dan.okafor@contoso.example' },
  problem: null,
  triesLeft: null,
};

afterEach(() => localStorage.clear());

describe('CallKeeper across tabs', () => {
  it("a second tab's save, before the first tab's event reaches it, keeps the first tab's newer check", () => {
    const second = tab(); // opened before the first tab sent anything
    const first = tab();
    first.save(60, { callId: 'call-new', request: 'Other', check: codeSent });

    // The storage event of the first tab's write has not arrived; the second tab saves what the caller asks for.
    second.save(60, { request: 'PasswordReset' });

    expect(tab().current(60)).toMatchObject({ callId: 'call-new', request: 'PasswordReset', check: codeSent });
  });

  it('a tab reads the call another tab stored since, not the one it read when it opened', () => {
    const second = tab();
    tab().save(60, { callId: 'call-new', check: codeSent });

    expect(second.current(60)).toMatchObject({ callId: 'call-new', check: codeSent });
  });
});
