import { AppError } from '../shared/AppError';
import { RecordingNotifier } from '../testing/RecordingNotifier';
import { reportError } from './reportError';

describe('reportError', () => {
  it('toasts a failure once: not again when the HTTP client already did, a warning when cancelled', () => {
    const notifier = new RecordingNotifier();
    reportError(notifier, new AppError('server', 'Already toasted', 500, true));
    reportError(notifier, new AppError('cancelled', 'The Google window was closed.'));
    reportError(notifier, new Error('Boom'));
    expect(notifier.notices.map((n) => [n.intent, n.message])).toEqual([
      ['warning', 'The Google window was closed.'],
      ['danger', 'Boom'],
    ]);
  });
});
