import { isRecord, parseJsonOrUndefined } from './json';
/** One Pusher protocol 7 message as it travels on the socket. */
export interface PusherFrame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** The part of a `pusher:subscribe` payload the server checks. */
export interface SubscribeRequest {
  channel: string;
  auth: string;
}

/** Error codes from the Pusher protocol that this server sends. */
export const PusherErrorCode = {
  /** Application does not exist (wrong key): the client must not reconnect. */
  AppNotFound: 4001,
  /** Generic "reconnect immediately", used when the sandbox shuts down. */
  ReconnectImmediately: 4200,
} as const;

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

/**
 * Encodes a message with `data` as a JSON string: pusher-js parses string data back into
 * objects, and real Pusher servers always send strings.
 */
export function encodeFrame(event: string, data: unknown, channel?: string): string {
  const payload = typeof data === 'string' ? data : JSON.stringify(data ?? {});
  return JSON.stringify(channel === undefined ? { event, data: payload } : { event, channel, data: payload });
}

/** Parses a client message; null when it is not JSON with a string `event`. */
export function decodeFrame(text: string): PusherFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.event !== 'string') return null;
  const channel = typeof value.channel === 'string' ? value.channel : undefined;
  return { event: value.event, channel, data: value.data };
}

/** Reads `{channel, auth}` from subscribe/unsubscribe data, which may arrive as object or JSON string. */
export function readSubscribeRequest(data: unknown): SubscribeRequest | null {
  const value = typeof data === 'string' ? parseJsonOrUndefined(data) : data;
  if (!isRecord(value) || typeof value.channel !== 'string' || !CHANNEL_NAME.test(value.channel)) return null;
  return { channel: value.channel, auth: typeof value.auth === 'string' ? value.auth : '' };
}

/** Client-event data as observers want it: parsed when it is a JSON string. */
export function readEventData(data: unknown): unknown {
  return typeof data === 'string' ? (parseJsonOrUndefined(data) ?? data) : data;
}

/** Pusher-style socket id, `digits.digits`; pusher-js and signature checks rely on that shape. */
export function newSocketId(): string {
  const [a = 0, b = 0] = globalThis.crypto.getRandomValues(new Uint32Array(2));
  return `${a}.${b}`;
}

/** Which rules apply to a channel, decided by its name prefix. */
export function channelKind(name: string): 'public' | 'private' | 'presence' {
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}
