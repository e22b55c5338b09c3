/** Decision: the technician's typing notice goes out at most once every 3 s while they type. */
export const TYPING_NOTICE_INTERVAL_MS = 3000;

/** How long the client's typing notice stays shown after their last typing event. */
export const CLIENT_TYPING_SHOWN_MS = 5000;

/**
 * Decides whether a keystroke should send a typing notice: the first one does, then at most one per
 * interval. Pure apart from its own memory of the last send; time comes from the caller.
 */
export class TypingThrottle {
  private lastSentAt: number | null = null;

  constructor(private readonly intervalMs = TYPING_NOTICE_INTERVAL_MS) {}

  /** Call on each keystroke with the current time; true means "send a notice now". */
  shouldSend(now: number): boolean {
    if (this.lastSentAt !== null && now - this.lastSentAt < this.intervalMs) return false;
    this.lastSentAt = now;
    return true;
  }

  /** After a message was sent the next keystroke is a new bout of typing. */
  reset(): void {
    this.lastSentAt = null;
  }
}
