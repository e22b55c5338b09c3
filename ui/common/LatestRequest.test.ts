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

  it('keeps what the failed load threw for a page that tells more, and forgets it on the next load', async () => {
    const request = new LatestRequest<number>();
    const refusal = new AppError('server', 'Refused.', 400);
    await request.load(async () => {
      throw refusal;
    });
    expect([request.state, request.error, request.failure]).toEqual(['failed', 'Refused.', refusal]);
    await request.load(async () => 2);
    expect([request.state, request.error, request.failure]).toEqual(['ready', null, null]);
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
});
