import 'reflect-metadata';
import { Container } from 'inversify';
import { leaveNothingBehind, ownedByStory } from '@storybook-host/betweenStories';
import { pollNow, StoryClock } from '@storybook-host/storyClock';
import { ClockToken } from '@core/time/Clock';
import { SystemClock } from '@adapters/browser/SystemClock';
import { asServiceLocator } from '@app/typedContainer';

afterEach(() => jest.useRealTimers());

/** A story's container as the app builds it: the real clock bound. */
function containerOfAStory() {
  const container = new Container();
  container.bind(ClockToken).toConstantValue(new SystemClock());
  return asServiceLocator(ownedByStory(container));
}

describe("a story's clock", () => {
  it('keeps real time and runs, at once, only the timers of the period asked for', () => {
    jest.useFakeTimers({ now: new Date('2026-10-01T14:30:00Z') });
    const clock = new StoryClock();
    const polls: number[] = [];
    const ticks: number[] = [];
    clock.every(2000, () => polls.push(clock.now()));
    clock.every(1000, () => ticks.push(clock.now()));
    expect(clock.now()).toBe(Date.parse('2026-10-01T14:30:00Z'));
    expect(clock.runTimersOf(2000)).toBe(1);
    expect(polls).toHaveLength(1);
    expect(ticks).toHaveLength(0);
    jest.advanceTimersByTime(2000);
    expect(polls).toHaveLength(2); // its own interval still runs
    expect(ticks).toHaveLength(2);
  });

  it('forgets a stopped timer', () => {
    const clock = new StoryClock();
    const stop = clock.every(2000, () => undefined);
    stop();
    expect(clock.runTimersOf(2000)).toBe(0);
  });

  it("pollNow runs the open story's poll, and the clock is the story's app's", async () => {
    const container = containerOfAStory();
    const clock = container.get(ClockToken);
    expect(clock).toBeInstanceOf(StoryClock);
    let polled = 0;
    const stop = clock.every(3000, () => (polled += 1));
    await pollNow(3000);
    expect(polled).toBe(1);
    stop();
    await leaveNothingBehind()();
  });

  it('pollNow fails when the page never starts polling at that period', async () => {
    jest.useFakeTimers();
    containerOfAStory()
      .get(ClockToken)
      .every(1000, () => undefined);
    const polled = pollNow(2000);
    const failed = expect(polled).rejects.toThrow('The page never started a timer that repeats every 2000 ms.');
    await jest.advanceTimersByTimeAsync(6000);
    await failed;
    await leaveNothingBehind()();
  });

  it("a left story's clocks are not run", async () => {
    jest.useFakeTimers();
    let polled = 0;
    containerOfAStory()
      .get(ClockToken)
      .every(10_000, () => (polled += 1));
    await leaveNothingBehind()();
    const polledAfterLeaving = pollNow(10_000).catch((error: Error) => error.message);
    await jest.advanceTimersByTimeAsync(6000);
    expect(await polledAfterLeaving).toMatch(/never started a timer/);
    expect(polled).toBe(0);
    jest.clearAllTimers();
  });
});
