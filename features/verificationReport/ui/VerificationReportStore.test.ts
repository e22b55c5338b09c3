/**
 * @jest-environment node
 */
import { autorun } from 'mobx';
import { ManualClock } from '@core/testing/ManualClock';
import type { VerificationReportApi } from '../core/VerificationReportApi';
import { VerificationReportStore } from './VerificationReportStore';

// Answers nothing: what is checked here happens before any answer.
const unanswered: VerificationReportApi = {
  attempts: () => new Promise(() => undefined),
  totals: () => new Promise(() => undefined),
  options: () => new Promise(() => undefined),
};

const noDownloads = { save: () => undefined, pause: () => Promise.resolve() };

describe('VerificationReportStore', () => {
  it('starts inside an action: the print rows a page observes are cleared without a strict-mode warning', () => {
    const store = new VerificationReportStore(unanswered, new ManualClock(), noDownloads);
    const seen: unknown[] = [];
    const stop = autorun(() => seen.push(store.printRows));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      store.start();
      expect(warn).not.toHaveBeenCalled();
      expect(seen).toEqual([null]);
    } finally {
      warn.mockRestore();
      stop();
      store.dispose();
    }
  });
});
