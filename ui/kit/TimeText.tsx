import { fullTimeText, timeText, untilText } from '@core/time/timeText';
import { useNow } from './useNow';

export interface TimeTextProps {
  /** The moment: milliseconds since the epoch, or an ISO date from the server. */
  at: number | string;
  /** The time to write it against. @default the app's clock, refreshed while mounted */
  now?: number;
  /** Written before the time, inside the same element ("Waiting 12 min ago" reads badly: "Sent 12 min ago"). */
  prefix?: string;
  /** A deadline: written as the time left, never rounded up past it ("in 14 min", "in under a minute"). @default false */
  until?: boolean;
  className?: string;
}

/**
 * The product's one way of showing a moment (core/time/timeText): relative under a day either way ("12 min
 * ago", "in 3 h"), the date and time beyond, the whole moment in the tooltip, the exact value in `dateTime`.
 * Ages by itself. A date the server sent that cannot be read is shown as it came, never as "Invalid Date".
 */
export function TimeText({ at, now, prefix, until = false, className }: TimeTextProps) {
  const ticking = useNow();
  const ms = typeof at === 'number' ? at : Date.parse(at);
  const text = (value: string) => (prefix ? `${prefix} ${value}` : value);
  if (!Number.isFinite(ms)) return <span className={className}>{text(String(at))}</span>;
  return (
    <time className={className} dateTime={new Date(ms).toISOString()} title={fullTimeText(ms)}>
      {text((until ? untilText : timeText)(ms, now ?? ticking))}
    </time>
  );
}
