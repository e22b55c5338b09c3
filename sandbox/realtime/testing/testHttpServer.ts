import { createServer, type IncomingMessage } from 'http';
import type { AddressInfo } from 'net';
import type { Duplex } from 'stream';
import { sendFetchResponse, toFetchRequest } from '../nodeFetchBridge';

/** What a realtime server offers a Node host; each part is optional. */
export interface TestServerParts {
  handleHttp?(request: Request): Promise<Response | null>;
  handleUpgrade?(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
}

/** A running test server on 127.0.0.1 with a random port. */
export interface TestServer {
  /** e.g. http://127.0.0.1:54321 */
  httpUrl: string;
  /** e.g. ws://127.0.0.1:54321 */
  wsUrl: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts a plain `http.Server` wired the way the sandbox host wires it: fetch-style handlers
 * for requests (through the node fetch bridge) and the servers' upgrade handlers for sockets.
 */
export async function startTestServer(...parts: TestServerParts[]): Promise<TestServer> {
  const server = createServer((req, res) => {
    void (async () => {
      const request = await toFetchRequest(req);
      for (const part of parts) {
        const response = await part.handleHttp?.(request.clone());
        if (response) return sendFetchResponse(res, response);
      }
      res.statusCode = 404;
      res.end();
    })().catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!parts.some((part) => part.handleUpgrade?.(req, socket, head))) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    httpUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps idle keep-alive sockets; without this, close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
