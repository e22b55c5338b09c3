import type { RealtimeHub } from '@features/api/core';
import { ContactVerificationPassedEvent, type ContactVerificationPassed } from '../core/ContactVerificationPassed';

/**
 * The panel's live feed: validated ContactVerificationPassed events, and every reconnect of the hub
 * (events sent while it was down were missed, so the panel asks again). Returns the unsubscribe function.
 */
export function followLiveVerifications(
  hub: RealtimeHub,
  onPassed: (event: ContactVerificationPassed) => void,
  onReconnected: () => void,
): () => void {
  const offEvent = hub.on(ContactVerificationPassedEvent, onPassed);
  const offReconnected = hub.onReconnected(onReconnected);
  return () => {
    offEvent();
    offReconnected();
  };
}
