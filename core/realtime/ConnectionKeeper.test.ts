import { ManualClock } from '../testing/ManualClock';
import { ConnectionKeeper } from './ConnectionKeeper';

/** A connection whose attempts fail until `up` is set; records when each attempt ran. */
function setup() {
  const clock = new ManualClock();
  const start = clock.now();
  const attempts: number[] = [];
  const log: string[] = [];
  let up = false;
  const keeper = new ConnectionKeeper(
    clock,
    async () => {
      attempts.push(Math.round((clock.now() - start) / 1000)); // in whole seconds
      if (!up) throw new Error('refused');
    },
    { onConnected: () => log.push('connected'), onPausedChange: (paused) => log.push(paused ? 'paused' : 'resumed') },
  );
  // Each attempt settles in microtasks: move time to each timer as it falls due and let them run in
  // between. (Fixed 10 ms steps made 41,000 steps of a 410 s test: 46 s of CPU on a loaded machine.)
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const advance = async (ms: number) => {
    await settle();
    for (let left = ms; left > 0;) {
      const step = Math.min(left, Math.max(1, clock.msUntilNextDue() ?? left));
      clock.advance(step);
      left -= step;
      await settle();
    }
  };
  return { clock, keeper, attempts, log, advance, bringUp: () => (up = true) };
}

describe('ConnectionKeeper', () => {
  it("retries on the spec's schedule (0, 2, 10, 30 s), then says paused and keeps trying every 60 s", async () => {
    const { keeper, attempts, log, advance } = setup();
    keeper.keepTrying();
    await advance(43_000);
    expect(attempts).toEqual([0, 2, 12, 42]);
    expect(log).toEqual(['paused']);
    await advance(120_000);
    expect(attempts).toEqual([0, 2, 12, 42, 102, 162]);
    expect(keeper.active).toBe(true);
  });

  it('connects once the server answers, and is no longer paused', async () => {
    const { keeper, attempts, log, advance, bringUp } = setup();
    keeper.keepTrying();
    await advance(50_000);
    bringUp();
    await advance(60_000);
    expect(attempts).toEqual([0, 2, 12, 42, 102]);
    expect(log).toEqual(['paused', 'resumed', 'connected']);
    expect(keeper.active).toBe(false);
    await advance(300_000);
    expect(attempts).toHaveLength(5);
  });

  it('retryNow tries at once (the Reconnect button, the page visible again, the network back)', async () => {
    const { keeper, attempts, log, advance, bringUp } = setup();
    keeper.keepTrying();
    await advance(45_000);
    expect(log).toEqual(['paused']);
    bringUp();
    keeper.retryNow();
    await advance(0);
    expect(attempts).toEqual([0, 2, 12, 42, 45]);
    expect(log).toEqual(['paused', 'resumed', 'connected']);
  });

  it('stop ends the retries and the pause; retryNow does nothing when not trying', async () => {
    const { clock, keeper, attempts, log, advance } = setup();
    keeper.retryNow();
    keeper.keepTrying();
    await advance(45_000);
    keeper.stop();
    expect(log).toEqual(['paused', 'resumed']);
    expect(clock.activeTimers()).toBe(0);
    await advance(300_000);
    expect(attempts).toHaveLength(4);
  });
});
