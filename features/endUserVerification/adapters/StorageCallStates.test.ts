import { waitFor } from '@testing-library/react';
import { StorageLocalValues } from '@adapters/storage/StorageLocalValues';
import type { CallState } from '../core/CallState';
import { StorageCallStates } from './StorageCallStates';

const state = (parts: Partial<CallState> = {}): CallState => ({
  callId: 'call-1',
  request: 'PasswordReset',
  check: {
    kind: 'code',
    validationId: 'v-1',
    expiresAt: 1_800_000_000_000,
    item: { name: 'Mobile', type: 'phone', value: '+1 555' },
    problem: null,
    triesLeft: null,
  },
  updatedAt: 1_799_999_000_000,
  ...parts,
});

describe('StorageCallStates', () => {
  afterEach(() => localStorage.clear());

  it('keeps a call in local storage (a reload finds it) and forgets it', () => {
    const calls = new StorageCallStates(new StorageLocalValues(() => localStorage));
    calls.write('u|acme-cw|1001|c1', state());
    expect(JSON.parse(localStorage.getItem('verification.call.u|acme-cw|1001|c1')!)).toEqual(state());
    expect(new StorageCallStates(new StorageLocalValues(() => localStorage)).read('u|acme-cw|1001|c1')).toEqual(
      state(),
    );
    calls.write('u|acme-cw|1001|c1', null);
    expect(localStorage.getItem('verification.call.u|acme-cw|1001|c1')).toBeNull();
  });

  it('reads nothing odd: a tampered or broken entry is no call', () => {
    const calls = new StorageCallStates(new StorageLocalValues(() => localStorage));
    localStorage.setItem('verification.call.k', '{not json');
    expect(calls.read('k')).toBeNull();
    localStorage.setItem('verification.call.k', JSON.stringify({ ...state(), request: 'Everything' }));
    expect(calls.read('k')).toBeNull();
    localStorage.setItem(
      'verification.call.k',
      JSON.stringify({ ...state(), check: { kind: 'code', validationId: 'v', expiresAt: 'soon' } }),
    );
    expect(calls.read('k')).toBeNull();
  });

  it('where storage is refused it keeps calls in memory for the page', () => {
    const calls = new StorageCallStates(
      new StorageLocalValues(() => {
        throw new Error('Access is denied for this document.');
      }),
    );
    calls.write('k', state());
    expect(calls.read('k')).toEqual(state());
  });

  it('tells the other tabs at once over a BroadcastChannel, and closes it when nobody listens', async () => {
    const tabA = new StorageCallStates(new StorageLocalValues(() => localStorage));
    const tabB = new StorageCallStates(new StorageLocalValues(() => localStorage));
    const heard: Array<CallState | null> = [];
    const stopA = tabA.watch('k', () => undefined);
    const stopB = tabB.watch('k', (s) => heard.push(s));
    tabA.write('k', state());
    tabA.write('other', state({ callId: 'not-this-one' }));
    tabA.write('k', null);
    // Messages arrive in order: had 'other' reached B's watcher of 'k', it would sit between the two.
    // Waits for the messages themselves, not for a fixed time (20 ms was too short under load).
    await waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([state(), null]);
    stopA();
    stopB();
  });
});
