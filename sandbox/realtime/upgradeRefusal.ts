import type { Duplex } from 'stream';
import { STATUS_CODES } from 'http';

/**
 * Answers a WebSocket upgrade request with a plain HTTP error and closes the socket.
 * Clients then see an ordinary HTTP status (e.g. 404 for an unknown SignalR connection token)
 * instead of a bare connection reset, which is what real servers do.
 */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = Buffer.from(message, 'utf8');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${body.length}\r\n\r\n` +
      body.toString('utf8'),
  );
}
