import type * as Signalr from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import type { Logger } from '@core/logging/Logger';
import { ConnectionKeeper } from '@core/realtime/ConnectionKeeper';
import type { HubEvent } from '@core/realtime/HubEvent';
import type { HubState, RealtimeHub } from '@core/realtime/RealtimeHub';
import type { WakeUps } from '@core/realtime/WakeUps';
import type { Clock } from '@core/time/Clock';
import { HubListeners } from './HubListeners';

export { HUB_RETRY_DELAYS_MS, HUB_STEADY_RETRY_MS } from '@core/realtime/reconnectSchedule';
export const HUB_SERVER_TIMEOUT_MS = 30_000;
export const HUB_KEEP_ALIVE_MS = 15_000;
/** Hub method the tenant subscription is sent to (spec section 9). */
export const TENANT_SUBSCRIPTION = 'TenantSubscription';

type SignalrModule = typeof Signalr;

export interface SignalrRealtimeHubOptions {
  /** Absolute or page-relative hub URL, e.g. `/api/hubs/events`. */
  url: string;
  /** The bearer token for negotiate (the session's access token). */
  accessToken(): string | null;
  /** Retries wait on this clock (tests move it by hand). */
  clock: Clock;
  /** Where dropped (malformed) events are reported, by name only. */
  logger: Logger;
  /** When a retry may now succeed. Optional: without it the hub retries on its schedule alone. */
  wakeUps?: WakeUps;
  /**
   * Loads the client library. A dynamic import, so SignalR is fetched after sign-in and stays out of
   * the sign-in bundle.
   */
  load?(): Promise<SignalrModule>;
}

/**
 * The realtime hub port on @microsoft/signalr (JSON protocol). Reconnects are ours, not SignalR's
 * (its automatic reconnect never retries a failed first start and gives up after four tries): a failed
 * start and a drop both go to the ConnectionKeeper, which retries on the spec's schedule, then steadily.
 */
export class SignalrRealtimeHub implements RealtimeHub {
  state: HubState = 'Disconnected';
  paused = false;
  private connection: HubConnection | null = null;
  private tenantId: string | null = null;
  private starting: Promise<void> | null = null;
  /** Something may have been missed since the last connect (a drop or a failed start). */
  private missed = false;
  private stopWakeUps: (() => void) | null = null;
  private readonly listeners: HubListeners;
  private readonly stateListeners = new Set<(state: HubState) => void>();
  private readonly pausedListeners = new Set<(paused: boolean) => void>();
  private readonly reconnectedListeners = new Set<() => void>();
  private readonly keeper: ConnectionKeeper;

  constructor(private readonly options: SignalrRealtimeHubOptions) {
    this.listeners = new HubListeners(options.logger);
    this.keeper = new ConnectionKeeper(options.clock, () => this.attempt(), {
      onConnected: () => this.connected(),
      onPausedChange: (paused) => this.setPaused(paused),
    });
  }

  start(tenantId: string): Promise<void> {
    if (this.tenantId === tenantId && this.starting) return this.starting;
    this.starting = this.begin(tenantId);
    return this.starting;
  }

  async stop(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    this.starting = null;
    this.tenantId = null;
    this.missed = false;
    this.keeper.stop();
    this.stopWakeUps?.();
    this.stopWakeUps = null;
    if (connection) {
      this.setState('Disconnecting');
      await connection.stop();
    }
    this.setState('Disconnected');
  }

  on<T>(spec: HubEvent<T>, handler: (payload: T) => void): () => void {
    const off = this.listeners.add(spec, handler as (payload: unknown) => void);
    if (this.connection) this.listeners.attach(this.connection, spec.name);
    return off;
  }

  onStateChange(handler: (state: HubState) => void): () => void {
    this.stateListeners.add(handler);
    return () => void this.stateListeners.delete(handler);
  }

  onPausedChange(handler: (paused: boolean) => void): () => void {
    this.pausedListeners.add(handler);
    return () => void this.pausedListeners.delete(handler);
  }

  onReconnected(handler: () => void): () => void {
    this.reconnectedListeners.add(handler);
    return () => void this.reconnectedListeners.delete(handler);
  }

  reconnectNow(): void {
    this.keeper.retryNow();
  }

  private async begin(tenantId: string): Promise<void> {
    if (this.tenantId !== null) await this.stop();
    this.tenantId = tenantId;
    this.setState('Connecting');
    this.stopWakeUps = this.options.wakeUps?.(() => this.keeper.retryNow()) ?? null;
    try {
      await this.attempt();
      this.connected();
    } catch {
      // Not given up: the keeper retries, and the connection toasts say it is in progress.
      if (this.tenantId !== tenantId) return;
      this.missed = true;
      this.keeper.keepTrying();
    }
  }

  /** One try: build the connection if need be, start it, subscribe to the tenant. */
  private async attempt(): Promise<void> {
    const tenantId = this.tenantId;
    if (tenantId === null) throw new Error('The hub was stopped.');
    const connection = this.connection ?? (await this.build());
    await connection.start();
    if (this.connection !== connection) {
      await connection.stop();
      throw new Error('The hub was stopped.');
    }
    await this.subscribe(connection, tenantId);
    // A drop during the subscription closes the connection while the keeper is still attempting, so
    // its onclose asks for nothing (the keeper is busy), and the subscription's rejection is swallowed
    // above: without this check the attempt would count as a success on a dead connection.
    if (String(connection.state) !== 'Connected') throw new Error('The hub dropped while subscribing.');
  }

  private async build(): Promise<HubConnection> {
    const signalr = await (this.options.load ?? (() => import('@microsoft/signalr')))();
    if (this.connection) return this.connection;
    const connection = new signalr.HubConnectionBuilder()
      // The bearer goes in a header of each negotiate (read anew each time, so a reconnect sends the
      // current token); the socket is then named by the negotiated connection token alone. With
      // accessTokenFactory, browsers would put the token in the WebSocket URL (?access_token=).
      .withUrl(this.options.url, { headers: bearerHeader(() => this.options.accessToken()) })
      .configureLogging(signalr.LogLevel.None)
      .build();
    connection.serverTimeoutInMilliseconds = HUB_SERVER_TIMEOUT_MS;
    connection.keepAliveIntervalInMilliseconds = HUB_KEEP_ALIVE_MS;
    connection.onclose(() => {
      if (this.connection !== connection) return; // stopped on purpose
      this.missed = true;
      this.setState('Reconnecting');
      this.keeper.keepTrying();
    });
    this.connection = connection;
    this.listeners.attachAll(connection);
    return connection;
  }

  private connected(): void {
    this.setState('Connected');
    if (!this.missed) return;
    this.missed = false;
    for (const listener of [...this.reconnectedListeners]) listener();
  }

  private async subscribe(connection: HubConnection, tenantId: string): Promise<void> {
    try {
      await connection.invoke(TENANT_SUBSCRIPTION, tenantId);
    } catch {
      // A refused subscription leaves the socket useful for nothing but keeps reconnecting sane; the
      // state still reports the connection so the technician is not told to wait forever.
    }
  }

  private setState(state: HubState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }

  private setPaused(paused: boolean): void {
    if (this.paused === paused) return;
    this.paused = paused;
    for (const listener of [...this.pausedListeners]) listener(paused);
  }
}

/** Headers whose Authorization is read when the client copies them (it spreads them per request). */
function bearerHeader(accessToken: () => string | null): Record<string, string> {
  return Object.defineProperty({}, 'Authorization', {
    enumerable: true,
    get: () => `Bearer ${accessToken() ?? ''}`,
  }) as Record<string, string>;
}
