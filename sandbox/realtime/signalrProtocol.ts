import { isRecord, parseJsonOrUndefined } from './json';
/** Record separator that ends every message of the SignalR JSON hub protocol. */
export const RECORD_SEPARATOR = '\x1e';

/** Message type numbers of the SignalR hub protocol (only those the sandbox reads or writes). */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** A client-to-server or server-to-client method call. */
export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  target: string;
  arguments: unknown[];
  /** Present only when the caller awaits a completion (`invoke`, not `send`). */
  invocationId?: string;
}

/** A hub message after narrowing: invocations are typed, the rest only by number. */
export type HubMessage = InvocationMessage | { type: number; invocationId?: string };

/** The client's first record on a new socket. */
export interface HandshakeRequest {
  protocol: string;
  version: number;
}

/** Serialises one message as a framed record. */
export function writeRecord(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/**
 * Splits incoming text into complete records. WebSocket frames may carry several records or
 * end mid-record, so the unfinished tail is kept for the next frame.
 */
export class RecordReader {
  private pending = '';

  /** Appends a frame's text and returns the records it completed, in order. */
  push(text: string): string[] {
    const parts = (this.pending + text).split(RECORD_SEPARATOR);
    this.pending = parts.pop() ?? '';
    return parts;
  }
}

/** Parses the handshake record; returns null when it is not a handshake at all. */
export function parseHandshake(record: string): HandshakeRequest | null {
  const value = parseJsonOrUndefined(record);
  if (!isRecord(value)) return null;
  const { protocol, version } = value;
  if (typeof protocol !== 'string' || typeof version !== 'number') return null;
  return { protocol, version };
}

/** Parses a hub message record; returns null when it is not valid JSON with a numeric type. */
export function parseHubMessage(record: string): HubMessage | null {
  const value = parseJsonOrUndefined(record);
  if (!isRecord(value) || typeof value.type !== 'number') return null;
  const invocationId = typeof value.invocationId === 'string' ? value.invocationId : undefined;
  if (value.type !== MessageType.Invocation) return { type: value.type, invocationId };
  if (typeof value.target !== 'string') return null;
  const args = value.arguments === undefined ? [] : value.arguments;
  if (!Array.isArray(args)) return null;
  return { type: MessageType.Invocation, target: value.target, arguments: args, invocationId };
}

/** True for a parsed invocation message. */
export function isInvocation(message: HubMessage): message is InvocationMessage {
  return message.type === MessageType.Invocation;
}
