import type { AxiosInstance } from 'axios';
import type { ExternalProvider } from '@core/auth/AuthApi';
import type { RelayedToken, SignInRelay } from '@core/auth/ExternalIdentity';
import {
  RELAY_ACK_EVENT,
  RELAY_EVENT,
  relayChannelName,
  relayConfirmationCode,
  relaySessionId,
  type ExternalLoginRequest,
  type RelayEvents,
} from '@core/auth/externalLoginRequest';
import type { ChannelConnection, PrivateChannel, RealtimeChannels } from '@core/realtime/RealtimeChannels';
import { AppError } from '@core/shared/AppError';
import {
  authPusherSettingsWire,
  relayChannelWire,
  type RelayChannelIssueBody,
  type RelayChannelJoinBody,
} from '../../http/wire/identityWire';
import { parseWire } from '../../http/wire/parseWire';
import { httpChannelAuthorizer } from '../../realtime/pusher/httpChannelAuthorizer';

export interface PusherSignInRelayOptions {
  http: AxiosInstance;
  /** The Pusher channel port (pusher-js, loaded on first use). */
  channels: RealtimeChannels;
  /** Opens the external auth page in a new tab; false when the browser refused. */
  openTab(url: string): boolean;
  /** The external auth page's address for a request (the session id goes in its fragment). */
  externalLoginUrl(request: ExternalLoginRequest): string;
  /** How long the pod waits for the other tab. @default 300000 */
  waitMs?: number;
  /** How long the external auth page waits for the pod to confirm. @default 15000 */
  ackMs?: number;
}

type RelayChannel = PrivateChannel<RelayEvents, RelayEvents>;

/**
 * The ConnectWise embedded-browser sign-in relay (spec section 4) on the Pusher channel port. The
 * backend issues the channel to the waiting window (POST /Common/auth-pusher-channel) and signs its
 * subscription only for the key it returned to that window; the signing-in page joins once
 * (POST .../join) and gets its own key. Both windows show a code derived from the channel name.
 */
export class PusherSignInRelay implements SignInRelay {
  constructor(private readonly options: PusherSignInRelayOptions) {}

  async receiveToken(provider: ExternalProvider, showCode: (code: string) => void): Promise<RelayedToken> {
    let key = '';
    const connection = await this.connect(() => key);
    try {
      const socketId = await connection.connected();
      const issueBody: RelayChannelIssueBody = { socketId };
      const issued = parseWire(
        relayChannelWire,
        (await this.options.http.post('/Common/auth-pusher-channel', issueBody)).data,
        'the sign-in relay channel',
      );
      const sessionId = relaySessionId(issued.channel);
      if (!sessionId) throw new AppError('malformed', 'The sign-in relay answered with a channel it cannot use.');
      key = issued.key;
      const channel = await connection.subscribePrivate<RelayEvents, RelayEvents>(issued.channel);
      showCode(await codeFor(issued.channel));
      return await this.waitForToken(channel, { provider, sessionId });
    } finally {
      connection.disconnect();
    }
  }

  async confirmationCode(sessionId: string): Promise<string> {
    return codeFor(relayChannelName(sessionId));
  }

  async sendToken(sessionId: string, relayed: RelayedToken): Promise<void> {
    let key = '';
    const connection = await this.connect(() => key);
    try {
      const socketId = await connection.connected();
      const joinBody: RelayChannelJoinBody = { channel: relayChannelName(sessionId), socketId };
      key = parseWire(
        relayChannelWire,
        (await this.options.http.post('/Common/auth-pusher-channel/join', joinBody)).data,
        'the sign-in relay channel',
      ).key;
      const channel = await connection.subscribePrivate<RelayEvents, RelayEvents>(relayChannelName(sessionId));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new AppError(
                'cancelled',
                'The app in ConnectWise did not answer. Keep it open on the sign-in screen and try again.',
              ),
            ),
          this.options.ackMs ?? 15_000,
        );
        channel.bind(RELAY_ACK_EVENT, () => {
          clearTimeout(timer);
          resolve();
        });
        if (!channel.trigger(RELAY_EVENT, { token: relayed.token, type: relayed.tokenType })) {
          clearTimeout(timer);
          reject(new AppError('network', 'The sign-in could not be handed back to ConnectWise. Please try again.'));
        }
      });
    } finally {
      connection.disconnect();
    }
  }

  private waitForToken(channel: RelayChannel, request: ExternalLoginRequest): Promise<RelayedToken> {
    return new Promise<RelayedToken>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new AppError('cancelled', 'Sign-in in the other tab did not finish in time. Please try again.')),
        this.options.waitMs ?? 300_000,
      );
      channel.bind(
        RELAY_EVENT,
        (relayed) => {
          clearTimeout(timer);
          channel.trigger(RELAY_ACK_EVENT, {});
          resolve({ token: relayed.token, tokenType: relayed.type });
        },
        { parse: readRelayed },
      );
      if (!this.options.openTab(this.options.externalLoginUrl(request))) {
        clearTimeout(timer);
        reject(
          new AppError(
            'cancelled',
            'The sign-in page could not open in a new tab. Allow pop-ups for this site and try again.',
          ),
        );
      }
    });
  }

  /** A socket whose private channels are signed with the relay key this side holds (read at signing time). */
  private async connect(relayKey: () => string): Promise<ChannelConnection> {
    const response = await this.options.http.get('/Common/get-auth-pusher-settings');
    const settings = parseWire(authPusherSettingsWire, response.data, 'the sign-in relay settings');
    return this.options.channels.connect(
      settings,
      httpChannelAuthorizer(this.options.http, '/Common/authorize-auth-pusher', () => ({ relay_key: relayKey() })),
    );
  }
}

/** The payload check at the boundary: anything but `{token, type: Google|Microsoft}` is dropped. */
export function readRelayed(data: unknown): RelayEvents[typeof RELAY_EVENT] | null {
  if (!data || typeof data !== 'object') return null;
  const { token, type } = data as Record<string, unknown>;
  if (typeof token !== 'string' || !token) return null;
  if (type !== 'Google' && type !== 'Microsoft') return null;
  return { token, type };
}

async function codeFor(channel: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(channel));
  return relayConfirmationCode(new Uint8Array(digest));
}
