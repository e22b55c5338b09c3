import { boolean, number, object, string, type InferType } from 'yup';

/** GET Account/get-google-api-settings */
export const googleSettingsWire = object({
  clientId: string().required(),
});
export type GoogleSettingsWire = InferType<typeof googleSettingsWire>;

/** GET Account/get-msal-settings (spec section 3: auth.clientId, auth.authority). */
export const msalSettingsWire = object({
  auth: object({
    clientId: string().required(),
    authority: string().required(),
  }).required(),
});
export type MsalSettingsWire = InferType<typeof msalSettingsWire>;

/**
 * GET /Common/get-auth-pusher-settings (spec section 3: key, cluster). wsHost/wsPort/forceTLS are
 * optional: a self-hosted Pusher-protocol server (the sandbox) names its host; Pusher's cloud does not.
 */
export const authPusherSettingsWire = object({
  key: string().required(),
  cluster: string().required(),
  wsHost: string().optional(),
  wsPort: number().integer().optional(),
  forceTLS: boolean().optional(),
});
export type AuthPusherSettingsWire = InferType<typeof authPusherSettingsWire>;

/** POST /Common/authorize-auth-pusher (form body socket_id, channel_name, relay_key) answers this. */
export const pusherAuthWire = object({
  auth: string().required(),
});
export type PusherAuthWire = InferType<typeof pusherAuthWire>;

/** POST /Common/auth-pusher-channel body: the waiting window asks for a relay channel for its socket. */
export interface RelayChannelIssueBody {
  socketId: string;
}

/** POST /Common/auth-pusher-channel/join body: the signing-in page joins the channel it was handed. */
export interface RelayChannelJoinBody {
  channel: string;
  socketId: string;
}

/**
 * Both answer the channel and the caller's own key: the key goes with every authorization request
 * (form field relay_key) and is never shown or passed on.
 */
export const relayChannelWire = object({
  channel: string()
    .required()
    .matches(/^private-auth-[A-Za-z0-9_-]{22,}$/, 'channel must be an issued relay channel'),
  key: string().required(),
});
export type RelayChannelWire = InferType<typeof relayChannelWire>;

/** POST /User/DuoLogin body; answers like /Token. */
export interface DuoLoginBody {
  duoCode: string;
  state: string;
}
