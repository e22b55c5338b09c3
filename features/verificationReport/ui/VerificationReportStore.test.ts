/**
 * @jest-environment node
 */
import { ManualClock } from '@core/testing/ManualClock';
import { defaultFilter } from '../core/reportFilter';
import type { VerificationReportApi } from '../core/VerificationReportApi';
import { TYPING_PAUSE_MS, VerificationReportStore, type FilterWriter } from './VerificationReportStore';

// Answers nothing: what is checked here happens before any answer.
const unanswered: VerificationReportApi = {
  attempts: () => new Promise(() => undefined),
  totals: () => new Promise(() => undefined),
  options: () => new Promise(() => undefined),
};

const noDownloads = { save: () => undefined, pause: () => Promise.resolve() };

function started() {
  const clock = new ManualClock();
  const store = new VerificationReportStore(unanswered, clock, noDownloads);
  const written: Array<[string, boolean]> = [];
  const writer: FilterWriter = (filter, typed) => {
    written.push([`${filter.result ?? '-'}|${filter.contact}`, typed]);
    store.show(filter);
  };
  store.connect(writer);
  store.start();
  store.show(defaultFilter(clock.now()));
  return { store, clock, written };
}

describe('VerificationReportStore', () => {
  it('applies a chosen list value at once, through the address', () => {
    const { store, written } = started();
    store.edit({ result: 'failed' });
    expect(written).toEqual([['failed|', false]]);
    expect(store.shown.result).toBe('failed');
    expect(store.marked).toBe(true); // its totals are still on their way
    store.dispose();
  });

  it('applies a typed name once the typing pauses, marking the figures meanwhile', () => {
    const { store, clock, written } = started();
    store.edit({ contact: 'b' }, { typed: true });
    store.edit({ contact: 'bo' }, { typed: true });
    clock.advance(TYPING_PAUSE_MS - 1);
    expect(written).toEqual([]);
    expect(store.pending).toBe(true);
    expect(store.marked).toBe(true);
    clock.advance(1);
    expect(written).toEqual([['-|bo', true]]);
    expect(store.pending).toBe(false);
    expect(clock.activeTimers()).toBe(0);
    store.dispose();
  });

  it('asks nothing for a filter with a problem, and says it', () => {
    const { store, clock, written } = started();
    store.edit({ from: '1900-01-01' }, { typed: true });
    clock.advance(TYPING_PAUSE_MS);
    expect(written).toEqual([]);
    expect(store.problem).toBe('The report starts on 2000-01-01: choose a later date.');
    expect(store.marked).toBe(true);
    store.dispose();
  });

  it('follows the address (Back): the controls show its filter and a typed value waiting is dropped', () => {
    const { store, clock, written } = started();
    store.edit({ contact: 'bob' }, { typed: true });
    const before = { ...defaultFilter(clock.now()), result: 'denied' as const };
    store.show(before);
    clock.advance(TYPING_PAUSE_MS);
    expect(written).toEqual([]);
    expect(store.draft).toEqual(before);
    store.dispose();
  });
});
