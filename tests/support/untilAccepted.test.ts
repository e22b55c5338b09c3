/**
 * @jest-environment node
 */
import { untilAccepted } from './untilAccepted';

describe('untilAccepted', () => {
  it('goes on with the first value accepted, reading no more after it', async () => {
    let reads = 0;
    const value = await untilAccepted(
      async () => ++reads,
      (n) => n === 3,
      'the third read',
    );
    expect({ value, reads }).toEqual({ value: 3, reads: 3 });
  });

  it('fails after its guard, naming what it waited for and the last value read', async () => {
    await expect(
      untilAccepted(
        async () => ({ count: 0 }),
        () => false,
        'a count above zero',
        60,
      ),
    ).rejects.toThrow('Waited 0.06 s for a count above zero; last read: {"count":0}');
  });
});
