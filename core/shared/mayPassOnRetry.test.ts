import { AppError } from './AppError';
import { mayPassOnRetry } from './mayPassOnRetry';

describe('mayPassOnRetry', () => {
  it.each([
    ['no answer (network)', new AppError('network', 'The realtime service could not be reached.'), true],
    ['a server failure (503)', new AppError('server', 'Unavailable', 503), true],
    ['a server error without a status', new AppError('server', 'Broke'), true],
    ['a refusal (403)', new AppError('server', 'The realtime service refused channel x.', 403), false],
    ['a not found (404)', new AppError('server', 'Not found', 404), false],
    ['an ended session (401)', new AppError('unauthorized', 'Signed out', 401), false],
    ['a malformed answer', new AppError('malformed', 'Bad body'), false],
    ['a cancel', new AppError('cancelled', 'Cancelled'), false],
    ['an unknown error', new Error('boom'), false],
    ['a thrown string', 'boom', false],
  ])('%s → %s', (_what, error, expected) => {
    expect(mayPassOnRetry(error)).toBe(expected);
  });
});
