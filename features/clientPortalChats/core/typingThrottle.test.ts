import { TypingThrottle } from './typingThrottle';

describe('typing notice throttle', () => {
  it('sends on the first keystroke, then at most once per interval', () => {
    const throttle = new TypingThrottle(3000);
    const sent = [0, 500, 2999, 3000, 3100, 6500].filter((t) => throttle.shouldSend(t));
    expect(sent).toEqual([0, 3000, 6500]);
  });

  it('after reset (a message went out) the next keystroke sends again', () => {
    const throttle = new TypingThrottle(3000);
    expect(throttle.shouldSend(0)).toBe(true);
    throttle.reset();
    expect(throttle.shouldSend(10)).toBe(true);
  });
});
