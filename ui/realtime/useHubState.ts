import { useSyncExternalStore } from 'react';
import type { HubState, RealtimeHub } from '@core/realtime/RealtimeHub';

/** The hub's connection state, re-rendering the caller when it changes. */
export function useHubState(hub: RealtimeHub): HubState {
  return useSyncExternalStore(
    (changed) => hub.onStateChange(changed),
    () => hub.state,
  );
}
