import type { AxiosInstance } from 'axios';
import type { Channel } from 'pusher-js';
import type PusherClient from 'pusher-js';
import type { ExternalProvider } from '../../../core/auth/AuthApi';
import type { RelayedToken, SignInRelay } from '../../../core/auth/ExternalIdentity';
import { RELAY_ACK_EVENT, RELAY_EVENT, relayChannelName, type ExternalLoginRequest } from '../../../core/auth/externalLoginRequest';
import { AppError } from '../../../core/shared/AppError';
import { authPusherSettingsWire } from '../../http/wire/identityWire';
import { parseWire } from '../../http/wire/parseWire';

export interface PusherSignInRelayOptions {
  http: AxiosInstance;
  /** Base URL of the API: the channel authorization endpoint lives under it. */
  apiUrl: string;
  /** Opens the external auth page in a new tab; false when the browser refused. */
  openTab(url: string): boolean;
  /** The external auth page's address for a request. */
  externalLoginUrl(request: ExternalLoginRequest): string;
  /** A fresh unguessable id: the channel's name is the only secret of the relay. */
  newSessionId(): string;
  /** How long the pod waits for the other tab. @default 300000 */
  waitMs?: number;
  /** How long joining the channel may take. @default 15000 */
  joinMs?: number;
  /** How long the external auth page waits for the pod to confirm. @default 15000 */
  ackMs?: number;
}

/**
 * The ConnectWise embedded-browser sign-in relay over a Pusher private channel (spec section 4), on
 * the real pusher-js, loaded only when the relay is used.
 */
export class PusherSignInRelay implements SignInRelay {
  constructor(private readonly options: PusherSignInRelayOptions) {}

  async receiveToken(provider: ExternalProvider): Promise<RelayedToken> {
    const sessionId = this.options.newSessionId();
    const { pusher, channel } = await this.join(relayChannelName(sessionId));
    try {
      return await new Promise<RelayedToken>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new AppError('cancelled', 'Sign-in in the other tab did not finish in time. Please try again.')),
          this.options.waitMs ?? 300_000,
        );
        channel.bind(RELAY_EVENT, (data: unknown) => {
          const relayed = readRelayed(data);
          if (!relayed) return; // not ours to act on; keep waiting for a well-formed one
          clearTimeout(timer);
          channel.trigger(RELAY_ACK_EVENT, {});
          resolve(relayed);
        });
        if (!this.options.openTab(this.options.externalLoginUrl({ provider, sessionId }))) {
          clearTimeout(timer);
          reject(new AppError('cancelled', 'The sign-in page could not open in a new tab. Allow pop-ups for this site and try again.'));
        }
      });
    } finally {
      disconnectAfterSends(pusher);
    }
  }

  async sendToken(sessionId: string, relayed: RelayedToken): Promise<void> {
    const { pusher, channel } = await this.join(relayChannelName(sessionId));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new AppError('cancelled', 'The app in ConnectWise did not answer. Keep it open on the sign-in screen and try again.')),
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
      disconnectAfterSends(pusher);
    }
  }

  private async join(name: string): Promise<{ pusher: PusherClient; channel: Channel }> {
    const response = await this.options.http.get('/Common/get-auth-pusher-settings');
    const settings = parseWire(authPusherSettingsWire, response.data, 'the sign-in relay settings');
    const { default: Pusher } = await import('pusher-js');
    const pusher = new Pusher(settings.key, {
      cluster: settings.cluster,
      ...(settings.wsHost ? { wsHost: settings.wsHost, wsPort: settings.wsPort, wssPort: settings.wsPort, enabledTransports: ['ws', 'wss'] } : {}),
      ...(settings.forceTLS !== undefined ? { forceTLS: settings.forceTLS } : {}),
      channelAuthorization: { endpoint: `${this.options.apiUrl}/Common/authorize-auth-pusher`, transport: 'ajax' },
    });
    const channel = pusher.subscribe(name);
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new AppError('network', 'The sign-in relay could not be reached. Check your connection and try again.')), this.options.joinMs ?? 15_000);
        channel.bind('pusher:subscription_succeeded', () => {
          clearTimeout(timer);
          resolve();
        });
        channel.bind('pusher:subscription_error', () => {
          clearTimeout(timer);
          reject(new AppError('server', 'The sign-in relay refused this session. Please try again.'));
        });
      });
    } catch (error) {
      pusher.disconnect();
      throw error;
    }
    return { pusher, channel };
  }
}

function readRelayed(data: unknown): RelayedToken | null {
  if (!data || typeof data !== 'object') return null;
  const { token, type } = data as Record<string, unknown>;
  if (typeof token !== 'string' || !token) return null;
  if (type !== 'Google' && type !== 'Microsoft') return null;
  return { token, tokenType: type };
}

/**
 * pusher-js hands frames to the socket on a deferred tick (setTimeout 0), so disconnecting right after
 * `trigger` would drop the frame. Timers run in order: this one runs after the deferred send.
 */
function disconnectAfterSends(pusher: PusherClient): void {
  setTimeout(() => pusher.disconnect(), 100);
}
