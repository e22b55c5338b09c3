import { WebSocket, type RawData } from 'ws';
import { wsText } from './wsText';
import {
  MessageType,
  RecordReader,
  isInvocation,
  parseHandshake,
  parseHubMessage,
  writeRecord,
  type InvocationMessage,
} from './signalrProtocol';

/** Who a negotiated connection belongs to, as returned by the hub's authenticate(). */
export interface HubIdentity {
  userId: string;
  tenantId: string;
}

/** What a {@link SignalrConnection} needs from its hub. */
export interface SignalrConnectionOptions {
  connectionId: string;
  identity: HubIdentity;
  keepAliveMs: number;
  /** Called for every invocation after the handshake; the hub decides the completion. */
  onInvocation(connection: SignalrConnection, message: InvocationMessage): void;
  /** Called once when the socket is gone, however it ended. */
  onClose(connection: SignalrConnection): void;
}

/** Outcome of an invoke(): exactly one of result or error reaches the client. */
export type CompletionOutcome = { result: unknown } | { error: string };

/** One SignalR client socket speaking the JSON hub protocol, version 1. */
export class SignalrConnection {
  readonly connectionId: string;
  readonly identity: HubIdentity;
  /** Tenant the client subscribed to with TenantSubscription; null until it does. */
  subscription: { tenantId: string; subscribedAt: string } | null = null;

  private handshakeDone = false;
  private readonly reader = new RecordReader();
  private keepAlive: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly options: SignalrConnectionOptions,
  ) {
    this.connectionId = options.connectionId;
    this.identity = options.identity;
    socket.on('message', (data) => this.receive(data));
    socket.on('close', () => this.closed());
    // 'close' always follows 'error'; without a listener ws would throw the error instead.
    socket.on('error', () => undefined);
  }

  /** True once the handshake succeeded and the socket is still open. */
  get ready(): boolean {
    return this.handshakeDone && this.socket.readyState === WebSocket.OPEN;
  }

  /** Calls a client-side method; no invocationId because the client never answers server calls. */
  invoke(target: string, args: unknown[]): boolean {
    if (!this.ready) return false;
    this.send({ type: MessageType.Invocation, target, arguments: args });
    return true;
  }

  /** Answers an invoke() from the client. */
  complete(invocationId: string, outcome: CompletionOutcome): void {
    this.send({ type: MessageType.Completion, invocationId, ...outcome });
  }

  /** Sends a Close message, then closes the socket gracefully. */
  close(options: { error?: string; allowReconnect?: boolean } = {}): void {
    if (this.ready) this.send({ type: MessageType.Close, ...options });
    this.socket.close(1000);
  }

  /** Drops the TCP connection without any goodbye, like a network failure. */
  terminate(): void {
    this.socket.terminate();
  }

  private receive(data: RawData): void {
    const text = wsText(data);
    for (const record of this.reader.push(text)) {
      if (this.socket.readyState !== WebSocket.OPEN) return;
      if (this.handshakeDone) this.dispatch(record);
      else this.handshake(record);
    }
  }

  private handshake(record: string): void {
    const request = parseHandshake(record);
    const error = !request
      ? 'Invalid handshake request.'
      : request.protocol !== 'json'
        ? `The protocol '${request.protocol}' is not supported.`
        : request.version !== 1
          ? `The server does not support version ${request.version} of the '${request.protocol}' protocol.`
          : null;
    if (error) {
      this.send({ error });
      this.socket.close(1000);
      return;
    }
    // The handshake answer is `{}`: any truthy `type` would make the client reject it.
    this.send({});
    this.handshakeDone = true;
    this.keepAlive = setInterval(() => this.send({ type: MessageType.Ping }), this.options.keepAliveMs);
  }

  private dispatch(record: string): void {
    const message = parseHubMessage(record);
    if (!message) {
      this.close({ error: 'Connection closed with an error. Invalid message.' });
      return;
    }
    if (isInvocation(message)) {
      this.options.onInvocation(this, message);
    } else if (message.type === MessageType.StreamInvocation && message.invocationId) {
      this.complete(message.invocationId, { error: 'Streaming hub methods are not supported.' });
    } else if (message.type === MessageType.Close) {
      this.socket.close(1000);
    }
    // Pings, stream items and cancellations need no answer from this hub.
  }

  private send(message: object): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(writeRecord(message));
  }

  private closed(): void {
    clearInterval(this.keepAlive);
    this.handshakeDone = false;
    this.options.onClose(this);
  }
}
