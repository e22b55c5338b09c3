/** @jest-environment node */
import { ManualClock } from '@core/testing/ManualClock';
import type { RequestCheck, RequestPage, RequestsSummary } from '../core/SecureData';
import type { SecureDataApi } from '../core/SecureDataApi';
import { ANSWER_SHOWN_MS, RequestsStore } from './RequestsStore';

const scope = { psaId: 'acme-cw', ticketId: '1001', contactId: 'c1' };
const row = {
  id: 'sr-1',
  title: 'the license key',
  status: 'answered' as const,
  recipient: null,
  createdAt: 0,
  answeredAt: 1,
};

/** The requests API as the store uses it: one answered request, handed over once; checks answer when the test says. */
function fakeApi() {
  const checks: Array<(check: RequestCheck) => void> = [];
  let handedOver = false;
  const api: Pick<SecureDataApi, 'requests' | 'checkRequests' | 'checkRequest'> = {
    requests: async (): Promise<RequestPage> => ({
      rows: [{ ...row, status: handedOver ? 'viewed' : 'answered' }],
      totalCount: 1,
      start: 0,
      end: 5,
    }),
    checkRequests: async (): Promise<RequestsSummary> => ({
      pending: 0,
      answered: handedOver ? 0 : 1,
      version: handedOver ? '2' : '1',
    }),
    checkRequest: (id) =>
      new Promise<RequestCheck>((resolve) => {
        checks.push((check) => resolve(check));
      }).then((check) => ((handedOver = true), { ...check, id })),
  };
  const answerCheck = () => checks.shift()!({ id: row.id, status: 'answered', answer: { text: 'KEY-42', files: [] } });
  return { api: api as SecureDataApi, answerCheck, pendingChecks: () => checks.length };
}

describe('RequestsStore: an answer shows only when asked', () => {
  it('polling an answered request never fetches its answer', async () => {
    const { api, pendingChecks } = fakeApi();
    const clock = new ManualClock();
    const store = new RequestsStore(api, scope, clock, 3000);
    store.start();
    await store.poll();
    expect(store.rows[0]!.status).toBe('answered');
    expect(pendingChecks()).toBe(0);
    expect(store.shown).toBeNull();
    store.dispose();
  });

  it('Show answer fetches it (marking it read), shows it for a minute, then shows it again from memory without asking the server', async () => {
    const { api, answerCheck, pendingChecks } = fakeApi();
    const clock = new ManualClock();
    const store = new RequestsStore(api, scope, clock, 3000);
    await store.load();
    const shown = store.reveal.run(row);
    answerCheck();
    await shown;
    expect(store.shown?.answer.text).toBe('KEY-42');
    expect(store.rows[0]!.status).toBe('viewed');
    clock.advance(ANSWER_SHOWN_MS - 1);
    expect(store.shown).not.toBeNull();
    clock.advance(1);
    expect(store.shown).toBeNull();
    expect(store.canShow(store.rows[0]!)).toBe(true);
    await store.reveal.run(row);
    expect(pendingChecks()).toBe(0);
    expect(store.shown?.answer.text).toBe('KEY-42');
    store.dispose();
  });

  it('an answer that arrives after the technician left its panel stays hidden until asked again', async () => {
    const { api, answerCheck } = fakeApi();
    const store = new RequestsStore(api, scope, new ManualClock(), 3000);
    await store.load();
    const shown = store.reveal.run(row);
    store.keepAnswerOf(null);
    answerCheck();
    await shown;
    expect(store.shown).toBeNull();
    expect(store.answers.has(row.id)).toBe(true);
    store.keepAnswerOf(row.id);
    expect(store.shown).toBeNull();
  });

  it('another panel hides it, its own does not; leaving the page forgets it and stops every timer', async () => {
    const { api, answerCheck } = fakeApi();
    const clock = new ManualClock();
    const store = new RequestsStore(api, scope, clock, 3000);
    store.start();
    const shown = store.reveal.run(row);
    answerCheck();
    await shown;
    store.keepAnswerOf(row.id);
    expect(store.shown).not.toBeNull();
    store.keepAnswerOf('sr-2');
    expect(store.shown).toBeNull();
    await store.reveal.run(row);
    expect(store.shown).not.toBeNull();
    store.dispose();
    expect(store.shown).toBeNull();
    expect(store.answers.size).toBe(0);
    expect(clock.activeTimers()).toBe(0);
  });
});
