import { Button, Callout, Intent } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import { useSyncExternalStore } from 'react';
import type { RealtimeHub } from '@core/realtime/RealtimeHub';

export const LIVE_UPDATES_PAUSED = 'Live updates are paused';

export interface LiveUpdatesPausedProps {
  /** The app's hub; nothing shows while it is connected or still within the spec's retry schedule. */
  hub: RealtimeHub;
}

/**
 * Says that live updates stopped once the hub's retry schedule is spent (it keeps trying every
 * minute, and at once when the page is shown again or the network returns), and offers Reconnect.
 * What the page shows is fetched again after the reconnect, so nothing sent meanwhile is missed.
 */
export function LiveUpdatesPaused({ hub }: LiveUpdatesPausedProps) {
  const paused = useSyncExternalStore(
    (changed) => hub.onPausedChange(changed),
    () => hub.paused,
  );
  if (!paused) return null;
  return (
    <Callout intent={Intent.WARNING} title={LIVE_UPDATES_PAUSED} className="shell__live-paused" role="status">
      <p>The connection to the server was lost, so this page may be out of date. It keeps trying to reconnect.</p>
      <Button icon={<Refresh />} text="Reconnect" onClick={() => hub.reconnectNow()} />
    </Callout>
  );
}
