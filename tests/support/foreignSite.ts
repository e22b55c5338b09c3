import { createServer, type Server } from 'node:http';

/** A page on another local origin that frames `src`, standing in for a PSA or for an attacker's site. */
export interface ForeignSite {
  /** e.g. http://localhost:41234 (another site than the app's 127.0.0.1). */
  origin: string;
  /** Serves a page that frames the given URL at /frame?src=... */
  frameUrl(src: string): string;
  close(): Promise<void>;
}

export async function startForeignSite(): Promise<ForeignSite> {
  const server: Server = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://localhost').searchParams.get('src') ?? '';
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // The src is the test's own URL; escaped anyway since it lands in an attribute.
    const safe = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    res.end(
      `<!doctype html><title>Foreign site</title><iframe title="app" src="${safe}" width="420" height="700"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://localhost:${port}`;
  return {
    origin,
    frameUrl: (src) => `${origin}/frame?src=${encodeURIComponent(src)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
