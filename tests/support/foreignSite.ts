import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { generate } from 'selfsigned';

/** A page on another local origin that frames `src`, standing in for a PSA or for an attacker's site. */
export interface ForeignSite {
  /** e.g. http://localhost:41234 (another site than the app's 127.0.0.1). */
  origin: string;
  /** Serves a page that frames the given URL at /frame?src=... */
  frameUrl(src: string): string;
  /**
   * The same page under another host name, for a site started with `https`: a made-up name (a PSA's cloud host)
   * that the browser maps to 127.0.0.1 (launchChromium's `--host-resolver-rules`).
   */
  frameUrlAt(host: string, src: string): string;
  close(): Promise<void>;
}

function framingPage(req: IncomingMessage, res: ServerResponse): void {
  const src = new URL(req.url ?? '/', 'http://localhost').searchParams.get('src') ?? '';
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The src is the test's own URL; escaped anyway since it lands in an attribute.
  const safe = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  res.end(
    `<!doctype html><title>Foreign site</title><iframe title="app" src="${safe}" width="420" height="700"></iframe>`,
  );
}

/**
 * `https`: served over TLS with a self-signed certificate (the browser context ignores certificate errors), so a
 * page can stand at a PSA's https host; it listens on 127.0.0.1 for any host name mapped there.
 */
export async function startForeignSite({ https = false }: { https?: boolean } = {}): Promise<ForeignSite> {
  let server: Server;
  if (https) {
    const pems = await generate([{ name: 'commonName', value: 'foreign.test' }], {
      keySize: 2048,
      algorithm: 'sha256',
    });
    server = createHttpsServer({ key: pems.private, cert: pems.cert }, framingPage);
  } else server = createServer(framingPage);
  const host = https ? '127.0.0.1' : 'localhost';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const scheme = https ? 'https' : 'http';
  const frameUrlAt = (name: string, src: string) => `${scheme}://${name}:${port}/frame?src=${encodeURIComponent(src)}`;
  return {
    origin: `${scheme}://localhost:${port}`,
    frameUrl: (src) => frameUrlAt('localhost', src),
    frameUrlAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
