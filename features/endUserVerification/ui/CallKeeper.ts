import type { CallerRequest, Clock } from '@features/api/core';
import { callIsOver, type CallState, type CallStates, type StoredCheck } from '../core/CallState';

/**
 * The panel's memory of its call (through the CallStates port): which call, what the caller asks for,
 * the check in progress. Without a port or a signed-in user (a panel shown alone) it keeps nothing.
 */
export class CallKeeper {
  private state: CallState | null;

  constructor(
    private readonly calls: CallStates | null,
    private readonly key: string | null,
    private readonly clock: Clock,
  ) {
    this.state = calls && key ? calls.read(key) : null;
  }

  /** The stored call while it is on (a call quiet for longer than a verification counts is over). */
  current(verifiedForMinutes: number): CallState | null {
    const state = this.latest();
    return state && !callIsOver(state, verifiedForMinutes, this.clock.now()) ? state : null;
  }

  /**
   * The call as storage holds it now. Another tab's write is in storage at once, while its event comes later: a save
   * merged with what this tab last heard would write back an older check over the other tab's newer one.
   */
  private latest(): CallState | null {
    if (this.calls && this.key) this.state = this.calls.read(this.key);
    return this.state;
  }

  /** The id for a new check: the call's own, or a new call's. */
  callId(verifiedForMinutes: number): string {
    return this.current(verifiedForMinutes)?.callId ?? newCallId();
  }

  /** Saves the call with what changed; other tabs of the browser hear of it. */
  save(
    verifiedForMinutes: number,
    change: { check?: StoredCheck | null; request?: CallerRequest; callId?: string },
  ): void {
    const was = this.current(verifiedForMinutes);
    const next: CallState = {
      callId: change.callId ?? was?.callId ?? newCallId(),
      request: change.request ?? was?.request ?? 'Other',
      check: change.check !== undefined ? change.check : (was?.check ?? null),
      updatedAt: this.clock.now(),
    };
    this.state = next;
    if (this.calls && this.key) this.calls.write(this.key, next);
  }

  /** Forgets the call (one the backend does not know): the next check starts a new one. */
  forget(): void {
    this.state = null;
    if (this.calls && this.key) this.calls.write(this.key, null);
  }

  /** Starts a new call (Verify again): a new id, what the caller asks for kept as the panel's choice. */
  startNew(verifiedForMinutes: number, request: CallerRequest): string {
    const callId = newCallId();
    this.save(verifiedForMinutes, { callId, request, check: null });
    return callId;
  }

  /** Another tab changed the call. Returns the unsubscribe. */
  watch(listener: (state: CallState | null) => void): () => void {
    if (!this.calls || !this.key) return () => undefined;
    return this.calls.watch(this.key, (state) => {
      this.state = state;
      listener(state);
    });
  }
}

function newCallId(): string {
  return `call-${globalThis.crypto.randomUUID()}`;
}
