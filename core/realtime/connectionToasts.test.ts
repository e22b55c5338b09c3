import type { Notice } from '../notifications/Notifier';
import { ManualClock } from '../testing/ManualClock';
import { ConnectionToastPolicy } from './connectionToasts';

function setup() {
  const clock = new ManualClock();
  const notices: Notice[] = [];
  const policy = new ConnectionToastPolicy(clock, (n) => notices.push(n));
  return { clock, notices, policy, messages: () => notices.map((n) => `${n.intent}: ${n.message}`) };
}

describe('ConnectionToastPolicy', () => {
  it('a first connection that comes quickly says nothing (no noise on every pod open)', () => {
    const { clock, policy, messages } = setup();
    policy.onState('Connecting');
    clock.advance(3000);
    policy.onState('Connected');
    expect(messages()).toEqual([]);
    expect(clock.activeTimers()).toBe(0);
  });

  it('a connection lost and found again says so, however quickly it came back', () => {
    const { clock, policy, messages } = setup();
    policy.onState('Connecting');
    policy.onState('Connected');
    policy.onState('Reconnecting');
    clock.advance(500);
    policy.onState('Connected');
    expect(messages()).toEqual(['success: Connection Established']);
  });

  it('warns at the 4 s and 5 s checks while still not connected, then stops checking', () => {
    const { clock, policy, messages } = setup();
    policy.onState('Connecting');
    clock.advance(3999);
    expect(messages()).toEqual([]);
    clock.advance(1);
    expect(messages()).toEqual(['warning: Connection in progress.']);
    clock.advance(1000);
    expect(messages()).toEqual(['warning: Connection in progress.', 'warning: Connection in progress.']);
    expect(clock.activeTimers()).toBe(0);
    clock.advance(60_000);
    expect(messages()).toHaveLength(2);
    policy.onState('Connected');
    expect(messages()[2]).toBe('success: Connection Established');
  });

  it('a drop starts a new outage: reconnecting counts from the drop', () => {
    const { clock, policy, messages } = setup();
    policy.onState('Connecting');
    policy.onState('Connected');
    clock.advance(10_000);
    policy.onState('Reconnecting');
    clock.advance(4000);
    expect(messages()).toEqual(['warning: Connection in progress.']);
    policy.onState('Connected');
    expect(messages()).toEqual(['warning: Connection in progress.', 'success: Connection Established']);
  });

  it('giving up or disposing stops the checks', () => {
    const { clock, policy, messages } = setup();
    policy.onState('Reconnecting');
    policy.onState('Disconnected');
    clock.advance(10_000);
    expect(messages()).toEqual([]);
    policy.onState('Connecting');
    policy.dispose();
    expect(clock.activeTimers()).toBe(0);
  });
});
