import type { Notice } from '../notifications/Notifier';
import type { Clock } from '../time/Clock';
import type { HubState } from './RealtimeHub';

export const CONNECTION_IN_PROGRESS = 'Connection in progress.';
export const CONNECTION_ESTABLISHED = 'Connection Established';

/** Spec section 9: checked every 1 s; warnings at 4 s and at 5 s (the two readings). */
export const CONNECTION_CHECK_MS = 1000;
export const CONNECTION_WARNING_AT_MS: readonly number[] = [4000, 5000];

/**
 * The hub's toasts as a pure policy over state changes and a clock. While the hub is not connected a
 * check runs every second; at the 4 s check and at the 5 s check the technician is warned
 * 'Connection in progress.' (the shell toaster drops the second while the first is on screen); then
 * the checks stop until the next outage. 'Connection Established' says the wait is over: after a
 * connection was lost, or after a first connection slow enough to have been warned about. A first
 * connection that came quickly says nothing (it would be noise on every pod open, and it covered the
 * page's own messages).
 */
export class ConnectionToastPolicy {
  private stopTicking: (() => void) | null = null;
  private since = 0;
  private warned = 0;
  /** A connection existed before: the next one ends an outage the technician may have noticed. */
  private everConnected = false;

  constructor(
    private readonly clock: Clock,
    private readonly notify: (notice: Notice) => void,
  ) {}

  /** Feed every hub state change here. */
  onState(state: HubState): void {
    if (state === 'Connected') {
      this.stop();
      if (this.everConnected || this.warned > 0) this.notify({ message: CONNECTION_ESTABLISHED, intent: 'success' });
      this.everConnected = true;
      this.warned = 0;
    } else if (state === 'Connecting' || state === 'Reconnecting') {
      if (!this.stopTicking) this.startTicking();
    } else {
      // Disconnected (gave up, or signed out) and Disconnecting: nothing is in progress any more.
      this.stop();
    }
  }

  dispose(): void {
    this.stop();
  }

  private startTicking(): void {
    this.since = this.clock.now();
    this.warned = 0;
    this.stopTicking = this.clock.every(CONNECTION_CHECK_MS, () => this.check());
  }

  private check(): void {
    const elapsed = this.clock.now() - this.since;
    while (
      this.warned < CONNECTION_WARNING_AT_MS.length &&
      elapsed >= (CONNECTION_WARNING_AT_MS[this.warned] ?? Infinity)
    ) {
      this.warned += 1;
      this.notify({ message: CONNECTION_IN_PROGRESS, intent: 'warning' });
    }
    if (this.warned === CONNECTION_WARNING_AT_MS.length) this.stop();
  }

  private stop(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }
}
