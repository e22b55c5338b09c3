/** What the code's countdown shows at a moment. */
export interface Countdown {
  remainingSeconds: number;
  expired: boolean;
  /** m:ss, e.g. 4:59. */
  label: string;
}

/** The countdown to an expiry time (both in epoch milliseconds). Whole seconds, rounded up. */
export function codeCountdown(expiresAt: number, now: number): Countdown {
  const remainingSeconds = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const minutes = Math.floor(remainingSeconds / 60);
  const seconds = remainingSeconds % 60;
  return { remainingSeconds, expired: remainingSeconds === 0, label: `${minutes}:${String(seconds).padStart(2, '0')}` };
}
