import { ageText, fullTimeText, timeText } from '@core/time/timeText';
import { useNow } from './useNow';

export interface TimeTextProps {
  /** The moment: milliseconds since the epoch, or an ISO date from the server. */
  at: number | string;
  /** The time to write it against. @default the app's clock, refreshed while mounted */
  now?: number;
  /** Written before the time, inside the same element ("Waiting 12 min ago" reads badly: "Sent 12 min ago"). */
  prefix?: string;
  /**
   * `moment` (when something happened: relative under an hour, the time today, date and time before) or
   * `age` (how old a piece of evidence is: relative under a day, the date beyond). @default 'moment'
   */
  format?: 'moment' | 'age';
  className?: string;
}

/**
 * The product's one way of showing a moment (core/time/timeText): relative under an hour, the time for
 * today, date and time otherwise (or, as an age, relative under a day and the date beyond), the whole
 * date in the tooltip, the machine-readable value in `dateTime`.
 * Ages by itself. A date the server sent that cannot be read is shown as it came, never as "Invalid Date".
 */
export function TimeText({ at, now, prefix, format = 'moment', className }: TimeTextProps) {
  const ticking = useNow();
  const ms = typeof at === 'number' ? at : Date.parse(at);
  const text = (value: string) => (prefix ? `${prefix} ${value}` : value);
  if (!Number.isFinite(ms)) return <span className={className}>{text(String(at))}</span>;
  return (
    <time className={className} dateTime={new Date(ms).toISOString()} title={fullTimeText(ms)}>
      {text((format === 'age' ? ageText : timeText)(ms, now ?? ticking))}
    </time>
  );
}
