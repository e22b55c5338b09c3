import type PusherClient from 'pusher-js';
import type { Channel } from 'pusher-js';
import type {
  ChannelAuthorizer,
  ChannelBindOptions,
  ChannelConnection,
  ChannelConnectionState,
  ChannelEvents,
  ChannelServiceSettings,
  PrivateChannel,
  RealtimeChannels,
} from '@core/realtime/RealtimeChannels';
import { AppError } from '@core/shared/AppError';
import type { Logger } from '@core/logging/Logger';

export interface PusherRealtimeChannelsOptions {
  /** How long a subscription may take before it is given up. @default 15000 */
  subscribeMs?: number;
  /** Where a dropped event (its payload did not parse) is reported, by event name only. */
  logger?: Logger;
}

/**
 * The channel port on the real pusher-js. pusher-js (18 kB gzip) is imported on the first `connect`,
 * so code that merely holds this adapter (the sign-in page) does not carry it.
 */
export class PusherRealtimeChannels implements RealtimeChannels {
  constructor(private readonly options: PusherRealtimeChannelsOptions = {}) {}

  async connect(settings: ChannelServiceSettings, authorize: ChannelAuthorizer): Promise<ChannelConnection> {
    const { default: Pusher } = await import('pusher-js');
    const refusals = new Map<string, AppError>();
    const pusher = new Pusher(settings.key, {
      cluster: settings.cluster,
      ...(settings.wsHost
        ? {
            wsHost: settings.wsHost,
            wsPort: settings.wsPort,
            wssPort: settings.wsPort,
            enabledTransports: ['ws', 'wss'],
          }
        : {}),
      ...(settings.forceTLS !== undefined ? { forceTLS: settings.forceTLS } : {}),
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) => {
          authorize({ socketId, channelName }).then(
            (auth) => callback(null, { auth }),
            (error: unknown) => {
              // Kept so the subscription's rejection can tell the caller why (pusher-js keeps only a message).
              refusals.set(channelName, toAppError(error));
              callback(error instanceof Error ? error : new Error('Channel authorization failed.'), null);
            },
          );
        },
      },
    });
    return new PusherConnection(pusher, refusals, this.options.subscribeMs ?? 15_000, this.options.logger);
  }
}

class PusherConnection implements ChannelConnection {
  constructor(
    private readonly pusher: PusherClient,
    private readonly refusals: Map<string, AppError>,
    private readonly subscribeMs: number,
    private readonly logger: Logger | undefined,
  ) {}

  get state(): ChannelConnectionState {
    return this.pusher.connection.state as ChannelConnectionState;
  }

  get socketId(): string | null {
    return this.state === 'connected' ? this.pusher.connection.socket_id : null;
  }

  onStateChange(listener: (state: ChannelConnectionState) => void): () => void {
    const handler = ({ current }: { current: string }) => listener(current as ChannelConnectionState);
    this.pusher.connection.bind('state_change', handler);
    return () => this.pusher.connection.unbind('state_change', handler);
  }

  connected(): Promise<string> {
    return new Promise((resolve, reject) => {
      const settle = (): boolean => {
        if (this.state === 'connected') resolve(this.pusher.connection.socket_id);
        else if (this.state === 'failed')
          reject(new AppError('network', 'This browser cannot open the realtime connection.'));
        else return false;
        return true;
      };
      if (settle()) return;
      const stop = this.onStateChange(() => settle() && stop());
    });
  }

  subscribePrivate<In extends ChannelEvents, Out extends ChannelEvents>(
    name: string,
  ): Promise<PrivateChannel<In, Out>> {
    if (!name.startsWith('private-'))
      return Promise.reject(new AppError('malformed', `"${name}" is not a private channel.`));
    this.refusals.delete(name);
    const channel = this.pusher.subscribe(name);
    return new Promise((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        channel.unbind('pusher:subscription_succeeded', succeeded);
        channel.unbind('pusher:subscription_error', failed);
      };
      const succeeded = () => {
        finish();
        resolve(new PusherPrivateChannel<In, Out>(this.pusher, channel, this.logger));
      };
      const failed = (error: { status?: number; error?: string } | undefined) => {
        finish();
        this.pusher.unsubscribe(name);
        const refusal = this.refusals.get(name);
        reject(
          refusal ?? new AppError('server', `The realtime service refused channel ${name}.`, error?.status ?? 403),
        );
      };
      const timer = setTimeout(() => {
        finish();
        this.pusher.unsubscribe(name);
        reject(
          new AppError('network', 'The realtime service could not be reached. Check your connection and try again.'),
        );
      }, this.subscribeMs);
      channel.bind('pusher:subscription_succeeded', succeeded);
      channel.bind('pusher:subscription_error', failed);
    });
  }

  reconnect(): void {
    this.pusher.disconnect();
    this.pusher.connect();
  }

  disconnect(): void {
    // pusher-js hands frames to the socket on a deferred tick (setTimeout 0): disconnecting at once
    // would drop a client event triggered just before. Timers run in order, so this one runs after it.
    setTimeout(() => {
      this.pusher.disconnect();
      // pusher-js can undo a disconnect: a server close with 4200 schedules two retries and keeps only
      // the last, which disconnect() cancels; the other then reconnects a client nobody holds, for
      // ever if the server is gone (PusherDisconnect.test.ts). Whatever connects later is ended once
      // pusher-js has finished starting it (it emits 'connecting' before it starts).
      this.pusher.connection.bind('connecting', () => setTimeout(() => this.pusher.disconnect(), 0));
    }, 100);
  }
}

class PusherPrivateChannel<In extends ChannelEvents, Out extends ChannelEvents> implements PrivateChannel<In, Out> {
  constructor(
    private readonly pusher: PusherClient,
    private readonly channel: Channel,
    private readonly logger: Logger | undefined,
  ) {}

  get name(): string {
    return this.channel.name;
  }

  bind<E extends keyof In & string>(
    event: E,
    handler: (data: In[E]) => void,
    options: ChannelBindOptions<In[E]> = {},
  ): () => void {
    const listener = (data: unknown) => {
      const payload = options.parse ? options.parse(data) : (data as In[E]);
      // Never the payload itself: it may carry what a contact typed.
      if (payload === null) this.logger?.warn('Dropped a Pusher event whose payload did not parse.', { event });
      else handler(payload);
    };
    this.channel.bind(event, listener);
    return () => void this.channel.unbind(event, listener);
  }

  trigger<E extends keyof Out & `client-${string}`>(event: E, data: Out[E]): boolean {
    if (!this.channel.subscribed) return false;
    return this.channel.trigger(event, data);
  }

  unsubscribe(): void {
    this.channel.unbind_all();
    this.pusher.unsubscribe(this.channel.name);
  }
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError(
    'server',
    error instanceof Error && error.message ? error.message : 'Channel authorization failed.',
    403,
  );
}
