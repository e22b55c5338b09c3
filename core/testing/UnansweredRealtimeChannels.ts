import type { ChannelConnection, RealtimeChannels } from '../realtime/RealtimeChannels';

/**
 * A channel service that never answers, for whole-app jsdom renders (no Pusher socket there): a
 * subscription stays pending, nothing retries, no timer outlives the test. Counts who asked.
 */
export class UnansweredRealtimeChannels implements RealtimeChannels {
  connects = 0;

  async connect(): Promise<ChannelConnection> {
    this.connects += 1;
    const never = <T>() => new Promise<T>(() => undefined);
    return {
      state: 'connecting',
      socketId: null,
      onStateChange: () => () => undefined,
      connected: never,
      subscribePrivate: never,
      reconnect: () => undefined,
      disconnect: () => undefined,
    };
  }
}
