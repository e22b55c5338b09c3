import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { Clock } from '@features/api/core';
import { codeCountdown, type Countdown } from '../core/codeCountdown';
import type { VerificationRecord } from '../core/VerificationRecord';
import {
  deadlineOf,
  IDLE,
  isAwaited,
  isAwaitingApproval,
  nextFlow,
  type FlowEvent,
  type VerificationFlow,
} from '../core/verificationFlow';
import { FlowTimers } from './FlowTimers';
import { PUSH_POLL_MS } from './verificationFlow';

/** What the flow tells the panel around it as it moves. */
export interface FlowDriverHooks {
  /** The flow moved by an event: kept with the call (not called for a flow taken from storage). */
  moved(flow: VerificationFlow): void;
  /** A push, a link or a manager's answer is awaited: ask how it stands (the hub usually says first). */
  poll(): void;
  /** A push or link ended without a verification: the contact's failures may have changed. */
  ended(): void;
  /** The call was verified: what was typed goes, and the record goes on the contact. */
  verified(record: VerificationRecord): void;
}

/**
 * The panel's flow, moved only by the core's `nextFlow`, and the clock around it: the countdown's tick and
 * the polling while a push or link is awaited. Every other store moves the flow through `dispatch`.
 */
export class FlowDriver {
  flow: VerificationFlow = IDLE;
  /** The time for the countdown (read every second while a code, push or link is out). */
  now: number;
  private readonly timers: FlowTimers;

  constructor(
    private readonly clock: Clock,
    private readonly hooks: FlowDriverHooks,
  ) {
    this.now = clock.now();
    this.timers = new FlowTimers(clock);
    makeObservable<FlowDriver, 'tick' | 'setNow'>(this, {
      flow: observableRef,
      now: observable,
      countdown: computed,
      dispatch: action,
      take: action,
      startOver: action,
      tick: action,
      setNow: action,
    });
  }

  /** The countdown of the code, push, link or approval request in flight; null when there is none. */
  get countdown(): Countdown | null {
    const deadline = deadlineOf(this.flow);
    return deadline === null ? null : codeCountdown(deadline, this.now);
  }

  /** Moves the flow by the core's rules (an event that does not apply changes nothing) and keeps it with the call. */
  dispatch(event: FlowEvent): void {
    const next = nextFlow(this.flow, event);
    if (next === this.flow) return;
    this.flow = next;
    this.hooks.moved(next);
  }

  /** Back to choosing a method; kept with the call even from idle (the stored check is then cleared). */
  startOver(): void {
    this.stop();
    this.flow = nextFlow(this.flow, { type: 'startOver' });
    this.hooks.moved(this.flow);
  }

  /** Takes a flow from storage (this tab's after a reload, or another tab's) without writing it back. */
  take(flow: VerificationFlow): void {
    this.stop();
    this.flow = flow;
    this.run();
  }

  /** The timers a flow needs: the countdown, and polling while the contact's or a manager's answer is awaited. */
  run(): void {
    if (deadlineOf(this.flow) === null) return;
    this.setNow();
    this.stop();
    this.timers.every(1000, () => this.tick());
    if (isAwaited(this.flow) || isAwaitingApproval(this.flow)) {
      this.timers.every(PUSH_POLL_MS, () => this.hooks.poll());
      this.hooks.poll(); // resumed after a reload: the answer may be in already
    }
    this.tick();
  }

  /** Stops the countdown and the polling. */
  stop(): void {
    this.timers.stopAll();
  }

  /** The push or link ended without a verification (denied, expired): nothing is left to count or ask. */
  endAwaited(event: Extract<FlowEvent, { type: 'awaitedEnded' }>): void {
    this.stop();
    this.dispatch(event);
    this.hooks.ended();
  }

  /** The call is verified (a code, a push, a link, or the hub saying so for this call). */
  verified(record: VerificationRecord): void {
    this.stop();
    this.dispatch({ type: 'verified', record });
    // Recorded once on the contact as it is now (the check's answer and the hub's event may both bring it).
    this.hooks.verified(record);
  }

  private setNow(): void {
    this.now = this.clock.now();
  }

  private tick(): void {
    this.now = this.clock.now();
    const flow = this.flow;
    const deadline = deadlineOf(flow);
    // An approval answered: nothing is left to count down or ask about.
    if (deadline === null) return this.stop();
    if (this.now < deadline) return;
    // Past its time: the core says what the flow becomes; nothing is left to count down.
    if (flow.kind === 'codeSent' || flow.kind === 'approval') {
      this.stop();
      this.dispatch({ type: 'tick', now: this.now });
    } else this.endAwaited({ type: 'awaitedEnded', how: 'expired', reason: null });
  }
}
