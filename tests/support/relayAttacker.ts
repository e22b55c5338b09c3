import Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';

/** What an attacker's own pusher-js socket saw on a channel it tried. */
export interface AttemptResult {
  outcome: 'subscribed' | 'refused';
  /** The HTTP status the authorization endpoint answered (pusher:subscription_error's status). */
  status?: number;
}

/**
 * An attacker outside the app: the real pusher-js (Node build) against the preview server's sandbox
 * Pusher server and its public authorization endpoint, with whatever relay key it holds.
 */
export class RelayAttacker {
  readonly received: Array<{ channel: string; event: string; data: unknown }> = [];
  private readonly clients: Pusher[] = [];

  constructor(private readonly appUrl: string) {}

  /** Opens a socket; relay_key goes with every authorization request. */
  async connect(relayKey = ''): Promise<{ pusher: Pusher; socketId: string }> {
    const settings = (await (await fetch(`${this.appUrl}/api/Common/get-auth-pusher-settings`)).json()) as {
      key: string;
      cluster: string;
      wsHost: string;
      wsPort: number;
    };
    const pusher = new Pusher(settings.key, {
      cluster: settings.cluster,
      wsHost: settings.wsHost,
      wsPort: settings.wsPort,
      forceTLS: false,
      enabledTransports: ['ws'],
      channelAuthorization: {
        endpoint: `${this.appUrl}/api/Common/authorize-auth-pusher`,
        transport: 'ajax',
        params: { relay_key: relayKey },
      },
    });
    this.clients.push(pusher);
    const socketId = await new Promise<string>((resolve) =>
      pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id)),
    );
    return { pusher, socketId };
  }

  /** Asks the backend for a relay channel of its own, as the waiting window does. */
  async issueOwnChannel(socketId: string): Promise<{ channel: string; key: string }> {
    const response = await fetch(`${this.appUrl}/api/Common/auth-pusher-channel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ socketId }),
    });
    return (await response.json()) as { channel: string; key: string };
  }

  /** Tries to join a channel as the signing-in page would; returns the HTTP status. */
  async join(channel: string, socketId: string): Promise<number> {
    const response = await fetch(`${this.appUrl}/api/Common/auth-pusher-channel/join`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel, socketId }),
    });
    return response.status;
  }

  /** Subscribes and records every relay event it would receive. */
  subscribe(pusher: Pusher, channelName: string): Promise<AttemptResult> {
    const channel: Channel = pusher.subscribe(channelName);
    channel.bind_global((event: string, data: unknown) => {
      if (event.startsWith('client-')) this.received.push({ channel: channelName, event, data });
    });
    return new Promise((resolve) => {
      channel.bind('pusher:subscription_succeeded', () => resolve({ outcome: 'subscribed' }));
      channel.bind('pusher:subscription_error', (error: { status?: number }) =>
        resolve({ outcome: 'refused', status: error.status }),
      );
    });
  }

  close(): void {
    for (const client of this.clients) client.disconnect();
  }
}
