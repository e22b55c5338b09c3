/** @jest-environment node */
import { AppError } from '@core/shared/AppError';
import { AsyncAction } from './AsyncAction';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('AsyncAction', () => {
  it('runs once while pending: a second run in the same task sends nothing', async () => {
    const answer = deferred<string>();
    const perform = jest.fn(() => answer.promise);
    const send = new AsyncAction(perform);
    const first = send.run();
    const second = send.run();
    expect(send.pending).toBe(true);
    answer.resolve('sent');
    await expect(first).resolves.toBe('sent');
    await expect(second).resolves.toBeUndefined();
    expect(perform).toHaveBeenCalledTimes(1);
    expect(send.pending).toBe(false);
  });

  it('can run again once settled, with the new arguments', async () => {
    const perform = jest.fn(async (n: number) => n * 2);
    const double = new AsyncAction(perform);
    await double.run(1);
    await expect(double.run(2)).resolves.toBe(4);
    expect(perform.mock.calls).toEqual([[1], [2]]);
  });

  it('keeps a failure as a readable error and never throws', async () => {
    const fail = new AsyncAction(async () => {
      throw new AppError('server', 'The phone number is not valid.', 400, true);
    });
    await expect(fail.run()).resolves.toBeUndefined();
    expect(fail.error).toBe('The phone number is not valid.');
    expect(fail.pending).toBe(false);
    fail.clearError();
    expect(fail.error).toBeNull();
  });

  it('counts the runs begun and ended (the steps the focus rule follows); an ignored second run and clearError count nothing', async () => {
    let fail = false;
    const send = new AsyncAction(async () => {
      if (fail) throw new Error('No.');
    });
    const first = send.run();
    void send.run();
    expect([send.begun, send.ended]).toEqual([1, 0]);
    await first;
    expect([send.begun, send.ended]).toEqual([1, 1]);
    fail = true;
    await send.run();
    send.clearError();
    expect([send.begun, send.ended]).toEqual([2, 2]);
  });
});
