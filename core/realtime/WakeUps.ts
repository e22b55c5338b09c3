import { token } from '../shared/Token';

/**
 * Moments when a connection that failed may now succeed: the page became visible again (a laptop woke
 * up, a hidden PSA tab was shown) or the network came back. Subscribing returns the unsubscribe function.
 * A port so stores that keep a connection trying (the hub, a feature's live feed) stay browser-free.
 */
export type WakeUps = (wake: () => void) => () => void;

export const WakeUpsToken = token<WakeUps>('core.realtime.WakeUps');
