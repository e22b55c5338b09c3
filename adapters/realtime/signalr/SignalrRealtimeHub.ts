import type * as Signalr from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import type { HubEventName, HubEvents, HubState, RealtimeHub } from '../../../core/realtime/RealtimeHub';

/** Spec sections 4 and 9: reconnect after 0, 2000, 10000 and 30000 ms, then stop. */
export const HUB_RECONNECT_DELAYS_MS: readonly number[] = [0, 2000, 10000, 30000];
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
  /**
   * Loads the client library. A dynamic import, so SignalR is fetched after sign-in and stays out of
   * the sign-in bundle.
   */
  load?(): Promise<SignalrModule>;
}

type Handler = (payload: never) => void;

/** The realtime hub port on @microsoft/signalr (JSON protocol). */
export class SignalrRealtimeHub implements RealtimeHub {
  state: HubState = 'Disconnected';
  private connection: HubConnection | null = null;
  private tenantId: string | null = null;
  private starting: Promise<void> | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly registered = new Set<string>();
  private readonly stateListeners = new Set<(state: HubState) => void>();

  constructor(private readonly options: SignalrRealtimeHubOptions) {}

  start(tenantId: string): Promise<void> {
    if (this.tenantId === tenantId && this.starting) return this.starting;
    this.tenantId = tenantId;
    this.starting = this.connect(tenantId).catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  async stop(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    this.starting = null;
    this.tenantId = null;
    this.registered.clear();
    if (connection) {
      this.setState('Disconnecting');
      await connection.stop();
    }
    this.setState('Disconnected');
  }

  on<E extends HubEventName>(event: E, handler: (payload: HubEvents[E]) => void): () => void {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    this.handlers.set(event, set);
    set.add(handler as Handler);
    if (this.connection) this.listen(this.connection, event);
    return () => void set.delete(handler as Handler);
  }

  onStateChange(handler: (state: HubState) => void): () => void {
    this.stateListeners.add(handler);
    return () => void this.stateListeners.delete(handler);
  }

  private async connect(tenantId: string): Promise<void> {
    if (this.connection) await this.stop().then(() => (this.tenantId = tenantId));
    this.setState('Connecting');
    try {
      const signalr = await (this.options.load ?? (() => import('@microsoft/signalr')))();
      const connection = new signalr.HubConnectionBuilder()
        // The bearer goes in a header of each negotiate (read anew each time, so a reconnect sends the
        // current token); the socket is then named by the negotiated connection token alone. With
        // accessTokenFactory, browsers would put the token in the WebSocket URL (?access_token=).
        .withUrl(this.options.url, { headers: bearerHeader(() => this.options.accessToken()) })
        .withAutomaticReconnect([...HUB_RECONNECT_DELAYS_MS])
        .configureLogging(signalr.LogLevel.None)
        .build();
      connection.serverTimeoutInMilliseconds = HUB_SERVER_TIMEOUT_MS;
      connection.keepAliveIntervalInMilliseconds = HUB_KEEP_ALIVE_MS;
      connection.onreconnecting(() => this.setState('Reconnecting'));
      // A reconnect is a new connection on the server: its tenant subscription is gone.
      connection.onreconnected(() => void this.subscribe(connection, tenantId).then(() => this.setState('Connected')));
      connection.onclose(() => {
        if (this.connection === connection) this.setState('Disconnected');
      });
      this.connection = connection;
      this.registered.clear();
      for (const event of this.handlers.keys()) this.listen(connection, event);
      await connection.start();
      await this.subscribe(connection, tenantId);
      this.setState('Connected');
    } catch (error) {
      this.connection = null;
      this.setState('Disconnected');
      throw error;
    }
  }

  private async subscribe(connection: HubConnection, tenantId: string): Promise<void> {
    try {
      await connection.invoke(TENANT_SUBSCRIPTION, tenantId);
    } catch {
      // A refused subscription leaves the socket useful for nothing but keeps reconnecting sane; the
      // state still reports the connection so the technician is not told to wait forever.
    }
  }

  private listen(connection: HubConnection, event: string): void {
    if (this.registered.has(event)) return;
    this.registered.add(event);
    connection.on(event, (payload: never) => {
      for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
    });
  }

  private setState(state: HubState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }
}

/** Headers whose Authorization is read when the client copies them (it spreads them per request). */
function bearerHeader(accessToken: () => string | null): Record<string, string> {
  return Object.defineProperty({}, 'Authorization', { enumerable: true, get: () => `Bearer ${accessToken() ?? ''}` }) as Record<string, string>;
}
