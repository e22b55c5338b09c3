import { parseDuoCallback } from './duoCallback';

const q = (params: Record<string, string>) => new URLSearchParams(params);

describe('parseDuoCallback', () => {
  it('reads the code and state', () => {
    expect(parseDuoCallback(q({ duo_code: 'c', state: 's' }))).toEqual({ kind: 'code', duoCode: 'c', state: 's' });
  });
  it.each([
    [{ error: 'access_denied' }, 'The Duo request was denied.'],
    [{ error: 'timeout', error_description: 'x' }, 'The Duo request timed out.'],
    [{ error: 'other', error_description: 'Enrollment required' }, 'Duo said: Enrollment required'],
    [{ error: 'other' }, 'Duo did not confirm the sign-in.'],
    [{ duo_code: 'c' }, 'Duo sent back an incomplete answer.'],
  ])('%p is refused with a message', (params, message) => {
    expect(parseDuoCallback(q(params))).toEqual({ kind: 'refused', message });
  });
  it('nothing at all', () => {
    expect(parseDuoCallback(q({}))).toEqual({ kind: 'none' });
  });
});
