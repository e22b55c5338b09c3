/** @jest-environment node */
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { startTestServer, type TestServer } from './testing/testHttpServer';
import { refuseUpgrade } from './upgradeRefusal';

/**
 * Node's http server takes its own error listener off a socket it hands to 'upgrade': whoever answers
 * the upgrade must listen for the socket's errors, or a client that resets the connection (a browser
 * tab closed mid-handshake, a hostile client) throws an uncaught ECONNRESET or EPIPE and ends the
 * sandbox process. Seen once as "read ECONNRESET" failing a whole Pusher suite under load.
 */
let server: TestServer;
let handedOver: (socket: Duplex) => void = () => undefined;

beforeAll(async () => {
  server = await startTestServer({
    handleUpgrade: (_req, socket) => {
      handedOver(socket);
      return true;
    },
  });
});
afterAll(() => server?.close());

function upgradeRequest(): Socket {
  const client = connect(server.port, '127.0.0.1');
  client.write(
    [
      'GET /app/key HTTP/1.1',
      'Host: 127.0.0.1',
      'Connection: Upgrade',
      'Upgrade: websocket',
      'Sec-WebSocket-Version: 13',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      '',
      '',
    ].join('\r\n'),
  );
  return client;
}

describe('refuseUpgrade', () => {
  it('answers an ordinary HTTP error and closes the socket', async () => {
    const socket = new Promise<Duplex>((resolve) => (handedOver = resolve));
    const client = upgradeRequest();
    let answer = '';
    client.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    refuseUpgrade(await socket, 503, 'The server is shutting down.');
    await new Promise((resolve) => client.on('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(answer).toMatch(/Content-Length: 28\r\n\r\nThe server is shutting down\.$/);
  });

  it('a client that resets the connection as the answer arrives does not throw in the server', async () => {
    let refused: Duplex | null = null;
    handedOver = (socket) => {
      refused = socket;
      refuseUpgrade(socket, 503, 'Refused by the sandbox console.'); // at once, as the sandbox host does
    };
    const client = upgradeRequest();
    // An RST, not a FIN, while the server's side is still open for reading (it ended only its writing).
    await new Promise<void>((resolve) => client.once('data', () => (client.resetAndDestroy(), resolve())));
    await new Promise((resolve) => refused!.once('close', resolve)); // without an error listener, ECONNRESET was thrown instead
    expect(refused!.destroyed).toBe(true);
  });
});
