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

/** POST /Common/authorize-auth-pusher (form body socket_id, channel_name) answers this. */
export interface PusherAuthWire {
  auth: string;
}

/** POST /User/DuoLogin body; answers like /Token. */
export interface DuoLoginBody {
  duoCode: string;
  state: string;
}
