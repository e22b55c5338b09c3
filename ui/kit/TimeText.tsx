import { fullTimeText, timeText } from '@core/time/timeText';
import { useNow } from './useNow';

export interface TimeTextProps {
  /** The moment: milliseconds since the epoch, or an ISO date from the server. */
  at: number | string;
  /** Written before the time, inside the same element ("Sent 12 min ago"). */
  prefix?: string;
  className?: string;
  /** The page's own now, when its store keeps one; else the app's clock, refreshed while shown. */
  now?: number;
}

/**
 * The product's one way of showing a moment: relative under an hour, the time for today, date and time
 * otherwise, the whole date in the tooltip, the machine-readable value in `dateTime`. Ages by itself.
 * A date the server sent that cannot be read is shown as it came, never as "Invalid Date".
 */
export function TimeText({ at, prefix, className, now: given }: TimeTextProps) {
  const ticking = useNow();
  const now = given ?? ticking;
  const ms = typeof at === 'number' ? at : Date.parse(at);
  if (!Number.isFinite(ms)) return <span className={className}>{prefix ? `${prefix} ${String(at)}` : String(at)}</span>;
  return (
    <time className={className} dateTime={new Date(ms).toISOString()} title={fullTimeText(ms)}>
      {prefix ? `${prefix} ${timeText(ms, now)}` : timeText(ms, now)}
    </time>
  );
}
