import type { AxiosInstance } from 'axios';
import type { ChannelAuthorizer } from '@core/realtime/RealtimeChannels';
import { pusherAuthWire } from '../../http/wire/identityWire';
import { parseWire } from '../../http/wire/parseWire';

/**
 * A channel authorizer that asks the backend the way pusher-js's own `ajax` transport does (a form
 * with socket_id and channel_name, answer `{auth}`), through the app's axios client, so the bearer
 * header, the error toasts and the wire check apply. `extraFields` adds form fields per request; `silent`
 * leaves a refusal untoasted (a subscription in the background, whose failure nobody asked about).
 */
export function httpChannelAuthorizer(
  http: AxiosInstance,
  path: string,
  extraFields: () => Record<string, string> = () => ({}),
  { silent = false } = {},
): ChannelAuthorizer {
  return async ({ socketId, channelName }) => {
    const form = new URLSearchParams({ ...extraFields(), socket_id: socketId, channel_name: channelName });
    const response = await http.post(path, form, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      silent,
    });
    return parseWire(pusherAuthWire, response.data, 'the channel authorization').auth;
  };
}
