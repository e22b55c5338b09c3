import { useEffect, useState } from 'react';
import { ClockToken } from '@core/time/Clock';
import { useOptionalService } from '../services/ServiceContext';

/** How often a relative time is written again ("12 min ago" becomes "13 min ago"): a minute's resolution. */
export const NOW_REFRESH_MS = 15_000;

/**
 * The current time, refreshed while mounted so relative times age without a reload. From the app's clock
 * (tests and stories control it), else the browser's.
 */
export function useNow(): number {
  const clock = useOptionalService(ClockToken);
  const [now, setNow] = useState(() => clock?.now() ?? Date.now());
  useEffect(() => {
    const tick = () => setNow(clock?.now() ?? Date.now());
    tick();
    if (clock) return clock.every(NOW_REFRESH_MS, tick);
    const timer = setInterval(tick, NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}
