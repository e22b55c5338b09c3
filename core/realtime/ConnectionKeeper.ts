import { after } from '../time/after';
import type { Clock } from '../time/Clock';
import { retryDelay, scheduleSpent } from './reconnectSchedule';

export interface ConnectionKeeperEvents {
  /** An attempt succeeded: the connection is up again. */
  onConnected(): void;
  /** The spec's schedule was spent without success (true), or the connection is back (false). */
  onPausedChange(paused: boolean): void;
}

/**
 * Keeps a connection trying after a failed start or a drop, on the spec's schedule (0, 2, 10, 30 s),
 * then every 60 s while the page is open, reporting "paused" once the schedule is spent. `retryNow`
 * tries at once (the Reconnect button, the page becoming visible, the network coming back). All waits
 * run on the Clock port, so tests move time by hand. Framework-free: the adapter supplies `attempt`.
 */
export class ConnectionKeeper {
  private running = false;
  private attempting = false;
  private failedRetries = 0;
  private paused = false;
  private cancelWait: (() => void) | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly attempt: () => Promise<void>,
    private readonly events: ConnectionKeeperEvents,
  ) {}

  /** Whether it is trying (between a failure and the next success or stop). */
  get active(): boolean {
    return this.running;
  }

  /** The connection failed to start or dropped: keep trying until it is up or `stop` is called. */
  keepTrying(): void {
    if (this.running) return;
    this.running = true;
    this.failedRetries = 0;
    this.wait(retryDelay(0));
  }

  /** Tries now instead of at the next scheduled time (nothing when not trying, or already attempting). */
  retryNow(): void {
    if (!this.running || this.attempting) return;
    this.cancel();
    void this.tryOnce();
  }

  /** Stops trying (signed out, or the page closed). */
  stop(): void {
    this.running = false;
    this.cancel();
    this.setPaused(false);
  }

  private wait(ms: number): void {
    this.cancel();
    this.cancelWait = after(this.clock, ms, () => void this.tryOnce());
  }

  private async tryOnce(): Promise<void> {
    this.cancelWait = null;
    this.attempting = true;
    try {
      await this.attempt();
      if (!this.running) return;
      this.running = false;
      this.failedRetries = 0;
      this.setPaused(false);
      this.events.onConnected();
    } catch {
      if (!this.running) return;
      this.failedRetries += 1;
      if (scheduleSpent(this.failedRetries)) this.setPaused(true);
      this.wait(retryDelay(this.failedRetries));
    } finally {
      this.attempting = false;
    }
  }

  private cancel(): void {
    this.cancelWait?.();
    this.cancelWait = null;
  }

  private setPaused(paused: boolean): void {
    if (this.paused === paused) return;
    this.paused = paused;
    this.events.onPausedChange(paused);
  }
}
