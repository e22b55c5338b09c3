import { WebSocket } from 'ws';
import { SOCKET_GUARD_MS, withTimeout } from './waitFor';

/**
 * A bare `ws` client that queues what it receives, for protocol-level assertions the real
 * client libraries hide (pings, handshake errors, close codes).
 */
export class RawSocket {
  private readonly received: string[] = [];
  private readonly waiters: Array<(message: string) => void> = [];
  /** Resolves with the close code and reason once the socket has closed. */
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(
    readonly socket: WebSocket,
    split: (text: string) => string[],
  ) {
    socket.on('message', (data) => {
      for (const message of split(data.toString())) {
        const waiter = this.waiters.shift();
        if (waiter) waiter(message);
        else this.received.push(message);
      }
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  /** Opens a socket; `split` cuts a frame into messages (SignalR frames hold several records). */
  static async open(url: string, split: (text: string) => string[] = (text) => [text]): Promise<RawSocket> {
    const socket = new WebSocket(url);
    const raw = new RawSocket(socket, split);
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      }),
      SOCKET_GUARD_MS,
      `socket ${url} to open`,
    );
    return raw;
  }

  /** Opens a socket that the server is expected to refuse; resolves with the HTTP status. */
  static refusalStatus(url: string): Promise<number> {
    const socket = new WebSocket(url);
    const status = new Promise<number>((resolve, reject) => {
      socket.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
        socket.terminate();
      });
      socket.once('open', () => {
        socket.terminate();
        reject(new Error(`expected ${url} to be refused, but it opened`));
      });
    });
    socket.on('error', () => undefined);
    return withTimeout(status, SOCKET_GUARD_MS, `refusal of ${url}`);
  }

  /** The next message, waiting up to `ms` for it. */
  next(ms = SOCKET_GUARD_MS): Promise<string> {
    const queued = this.received.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return withTimeout(new Promise<string>((resolve) => this.waiters.push(resolve)), ms, 'next message');
  }

  /** The next message parsed as JSON. */
  async nextJson(ms = SOCKET_GUARD_MS): Promise<unknown> {
    return JSON.parse(await this.next(ms)) as unknown;
  }

  send(text: string): void {
    this.socket.send(text);
  }

  /** Ends the socket at once; safe to call more than once. */
  terminate(): void {
    this.socket.terminate();
  }
}
