import type { ChannelServiceSettings, RealtimeChannels } from '@core/realtime/RealtimeChannels';

/** Thrown by the probe's socket: the adapter got as far as opening it, with these settings. */
class ReachedSocket {
  constructor(readonly settings: ChannelServiceSettings) {}
}

/**
 * Runs an adapter flow whose first step is an HTTP call for Pusher settings, with a channel port that
 * stops at the socket: resolves to the settings the adapter would open it with, or rejects as the
 * adapter did before getting there.
 */
export async function settingsReachingTheSocket(
  flow: (channels: RealtimeChannels) => Promise<unknown>,
): Promise<ChannelServiceSettings> {
  const channels = {
    connect: async (settings: ChannelServiceSettings) => {
      throw new ReachedSocket(settings);
    },
  } as unknown as RealtimeChannels;
  try {
    await flow(channels);
  } catch (error) {
    if (error instanceof ReachedSocket) return error.settings;
    throw error;
  }
  throw new Error('the flow ended without opening a socket');
}
