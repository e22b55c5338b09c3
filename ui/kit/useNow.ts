import { useEffect, useState } from 'react';
import { ClockToken, type Clock } from '@core/time/Clock';
import { after } from '@core/time/after';
import { useOptionalService } from '../services/ServiceContext';

/** How often a relative time is written again ("12 min ago" becomes "13 min ago"): a minute's resolution. */
export const NOW_REFRESH_MS = 15_000;

/** The browser's clock, for a component rendered without the app's services. */
const browserClock: Clock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};

/**
 * The current time, refreshed while mounted so relative times age without a reload. From the app's clock
 * (tests and stories control it), else the browser's. Refreshed on the quarter minutes of the clock, not
 * every 15 s from mounting: every time on the page (and a standing that reads the clock on the same grid)
 * ages at the same moment, so two of them never say different minutes for one moment.
 */
export function useNow(): number {
  const clock = useOptionalService(ClockToken) ?? browserClock;
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const tick = () => setNow(clock.now());
    tick();
    let stopEvery = () => undefined as void;
    const stopFirst = after(clock, NOW_REFRESH_MS - (clock.now() % NOW_REFRESH_MS), () => {
      tick();
      stopEvery = clock.every(NOW_REFRESH_MS, tick);
    });
    return () => {
      stopFirst();
      stopEvery();
    };
  }, [clock]);
  return now;
}
