/** @jest-environment node */
import { AppError } from '@core/shared/AppError';
import { LatestRequest } from './LatestRequest';

describe('LatestRequest', () => {
  it('applies only the latest answer and aborts the older request', async () => {
    const request = new LatestRequest<string>();
    let firstSignal: AbortSignal | null = null;
    let releaseFirst!: (v: string) => void;
    const first = request.load((signal) => {
      firstSignal = signal;
      return new Promise<string>((resolve) => (releaseFirst = resolve));
    });
    const second = request.load(async () => 'new');
    await expect(second).resolves.toBe(true);
    expect(firstSignal!.aborted).toBe(true);
    releaseFirst('old');
    await expect(first).resolves.toBe(false);
    expect(request.value).toBe('new');
    expect(request.state).toBe('ready');
  });

  it('keeps the previous value while loading and reports a failure', async () => {
    const request = new LatestRequest<number>();
    await request.load(async () => 1);
    const failing = request.load(async () => {
      throw new AppError('network', 'The server could not be reached.');
    });
    expect(request.state).toBe('loading');
    expect(request.value).toBe(1);
    await expect(failing).resolves.toBe(false);
    expect(request.state).toBe('failed');
    expect(request.error).toBe('The server could not be reached.');
  });

  it("forgets a failure's cause on the next load", async () => {
    const request = new LatestRequest<number>();
    const refusal = new AppError('server', 'Refused.', 400);
    await request.load(async () => {
      throw refusal;
    });
    expect([request.state, request.error, request.cause]).toEqual(['failed', 'Refused.', refusal]);
    await request.load(async () => 2);
    expect([request.state, request.error, request.cause]).toEqual(['ready', null, null]);
  });

  it('ignores a cancelled request', async () => {
    const request = new LatestRequest<number>();
    const cancelled = request.load(async () => {
      throw new AppError('cancelled', 'cancelled');
    });
    await expect(cancelled).resolves.toBe(false);
    expect(request.state).toBe('loading');
    request.cancel();
  });

  it("keeps a failure's cause for a store that says more; set() and fail() change it without a request, and an older load cannot undo them", async () => {
    const request = new LatestRequest<string>();
    const cause = new AppError('server', 'The PSA did not answer.', 502);
    await request.load(async () => Promise.reject(cause));
    expect(request).toMatchObject({ state: 'failed', error: 'The PSA did not answer.', cause });
    let release!: (v: string) => void;
    const late = request.load(() => new Promise<string>((resolve) => (release = resolve)));
    request.set('changed live');
    release('late');
    await expect(late).resolves.toBe(false);
    expect(request).toMatchObject({ state: 'ready', value: 'changed live', cause: null });
    request.fail(new Error('No id.'));
    expect(request).toMatchObject({ state: 'failed', error: 'No id.' });
  });

  it('clear() forgets the value and an answer still on its way cannot bring it back', async () => {
    const request = new LatestRequest<string>();
    await request.load(async () => 'tess');
    let answer!: (v: string) => void;
    const pending = request.load(() => new Promise<string>((resolve) => (answer = resolve)));
    request.clear();
    expect(request).toMatchObject({ state: 'idle', value: null, error: null });
    answer('late');
    await expect(pending).resolves.toBe(false);
    expect(request.value).toBeNull();
  });
});
