import type { Duplex } from 'stream';
import { STATUS_CODES } from 'http';

/**
 * Answers a WebSocket upgrade request with a plain HTTP error and closes the socket.
 * Clients then see an ordinary HTTP status (e.g. 404 for an unknown SignalR connection token)
 * instead of a bare connection reset, which is what real servers do.
 */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  // Node's http server took its error listener off this socket when it handed it to 'upgrade': a client
  // that resets the connection would otherwise throw an uncaught ECONNRESET and end the whole process.
  socket.on('error', () => socket.destroy());
  const body = Buffer.from(message, 'utf8');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${body.length}\r\n\r\n` +
      body.toString('utf8'),
  );
}
