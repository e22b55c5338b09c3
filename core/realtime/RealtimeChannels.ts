import { token } from '../shared/Token';

/**
 * Where a Pusher-protocol service is: what `GET .../get-*-pusher-settings` answers (spec section 3:
 * key, cluster). A self-hosted server (the sandbox) also names its host; Pusher's cloud does not.
 */
export interface ChannelServiceSettings {
  key: string;
  cluster: string;
  wsHost?: string;
  wsPort?: number;
  forceTLS?: boolean;
}

/** What the backend is asked to sign: one socket joining one private channel. */
export interface ChannelAuthorizationRequest {
  socketId: string;
  channelName: string;
}

/**
 * Asks the backend for a private channel's signature (`key:hexsig`). Called on every subscription,
 * including the renewals after a reconnect (the socket id changes then). Reject to refuse.
 */
export type ChannelAuthorizer = (request: ChannelAuthorizationRequest) => Promise<string>;

/** pusher-js's connection states, in its own words. */
export type ChannelConnectionState =
  'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

/** A channel's events: event name -> payload. Events this side sends must start with `client-`. */
export type ChannelEvents = object;

/** Options of one event binding. */
export interface ChannelBindOptions<T> {
  /**
   * Validates a payload at the boundary: return the typed payload, or null to drop it (the handler is
   * then not called). Without it the payload is trusted as the declared type: that is the caller's call.
   */
  parse?(data: unknown): T | null;
}

/** A subscribed private channel. `In` are the events it receives, `Out` the client events it sends. */
export interface PrivateChannel<In extends ChannelEvents, Out extends ChannelEvents> {
  readonly name: string;
  /** Calls handler for each event; returns a function that removes this binding only. */
  bind<E extends keyof In & string>(
    event: E,
    handler: (data: In[E]) => void,
    options?: ChannelBindOptions<In[E]>,
  ): () => void;
  /**
   * Sends a client event to the channel's other subscribers (the service never echoes it to the sender).
   * False when it could not be sent (not connected or not subscribed).
   */
  trigger<E extends keyof Out & `client-${string}`>(event: E, data: Out[E]): boolean;
  /** Leaves the channel; its bindings stop. */
  unsubscribe(): void;
}

/** One socket to the channel service. */
export interface ChannelConnection {
  readonly state: ChannelConnectionState;
  /** The service's id for this socket (`digits.digits`) while connected, else null. */
  readonly socketId: string | null;
  /** Listens to state changes; returns the unsubscribe function. */
  onStateChange(listener: (state: ChannelConnectionState) => void): () => void;
  /** Resolves with the socket id once connected; rejects when the connection fails for good. */
  connected(): Promise<string>;
  /**
   * Joins a private channel: resolves once the service confirmed the subscription, rejects with an
   * AppError (status 403 and the like when the authorizer or the service refused it).
   */
  subscribePrivate<In extends ChannelEvents, Out extends ChannelEvents = Record<never, never>>(
    name: string,
  ): Promise<PrivateChannel<In, Out>>;
  /** Opens the socket again (after a drop or a disconnect); channels are joined again, each re-authorized. */
  reconnect(): void;
  /** Closes the socket after any client event still queued has been sent. */
  disconnect(): void;
}

/** Pusher channels (spec section 7: "a channel service configured from key and cluster"). */
export interface RealtimeChannels {
  /** Opens a socket to the service; private channels are signed by `authorize`. */
  connect(settings: ChannelServiceSettings, authorize: ChannelAuthorizer): Promise<ChannelConnection>;
}

export const RealtimeChannelsToken = token<RealtimeChannels>('core.realtime.RealtimeChannels');
