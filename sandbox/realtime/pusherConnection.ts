import { WebSocket, type RawData } from 'ws';
import { wsText } from './wsText';
import { decodeFrame, encodeFrame, newSocketId, type PusherFrame } from './pusherProtocol';

/** What a {@link PusherConnection} needs from its server. */
export interface PusherConnectionHandlers {
  /** Handles one client message; may be async (signature checks), later messages wait for it. */
  onFrame(connection: PusherConnection, frame: PusherFrame): void | Promise<void>;
  /** Called once when the socket is gone. */
  onClose(connection: PusherConnection): void;
}

/** One pusher-js client socket. */
export class PusherConnection {
  /** Pusher-style `digits.digits` id; private-channel signatures are bound to it. */
  readonly socketId = newSocketId();
  private isClosed = false;
  // Messages are handled strictly in arrival order even when one awaits a signature check,
  // so e.g. an unsubscribe cannot overtake the subscribe it cancels.
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly handlers: PusherConnectionHandlers,
  ) {
    socket.on('message', (data) => this.receive(data));
    socket.on('close', () => this.closed());
    // 'close' always follows 'error'; without a listener ws would throw the error instead.
    socket.on('error', () => undefined);
  }

  /** True once the socket has closed; late async work must not resubscribe it. */
  get gone(): boolean {
    return this.isClosed;
  }

  /** Sends an event; `data` is stringified for the wire. */
  send(event: string, data: unknown, channel?: string): void {
    this.sendRaw(encodeFrame(event, data, channel));
  }

  /** Sends an already encoded message, so a broadcast encodes once for all subscribers. */
  sendRaw(text: string): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(text);
  }

  /** Sends `pusher:error`; a null code means a non-fatal error the socket survives. */
  error(code: number | null, message: string): void {
    this.send('pusher:error', { code, message });
  }

  /** Closes with a Pusher close code, which tells pusher-js whether to reconnect. */
  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  /** Drops the TCP connection without a close frame, like a network failure. */
  terminate(): void {
    this.socket.terminate();
  }

  private receive(data: RawData): void {
    const text = wsText(data);
    const frame = decodeFrame(text);
    if (!frame) {
      this.error(null, 'Invalid message: expected JSON with an "event" field.');
      return;
    }
    this.queue = this.queue
      .then(() => (this.isClosed ? undefined : this.handlers.onFrame(this, frame)))
      .catch((error: unknown) => console.error('pusher message handling failed', error));
  }

  private closed(): void {
    this.isClosed = true;
    this.handlers.onClose(this);
  }
}
