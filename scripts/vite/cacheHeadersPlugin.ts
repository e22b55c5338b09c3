import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { cacheControlFor, cacheHeadersFile } from '../deploy/cacheHeaders';

const API_PREFIXES = ['/api/', '/__sandbox', '/hubs/'];

/**
 * Cache headers of the build (scripts/deploy/cacheHeaders.ts): `vite preview` sends them (hashed assets immutable,
 * the document no-cache), and the build adds the assets' rule to dist/_headers. The dev server is left
 * alone: its files are not hashed. The sandbox's API answers keep their own headers.
 */
export function cacheHeadersPlugin(): Plugin {
  return {
    name: 'cache-headers',
    enforce: 'post',
    configurePreviewServer: (server) =>
      void server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if (!API_PREFIXES.some((prefix) => path.startsWith(prefix)))
          res.setHeader('Cache-Control', cacheControlFor(path));
        next();
      }),
    generateBundle(_options, bundle) {
      if (this.meta.watchMode) return;
      const headers = bundle['_headers'];
      if (headers?.type === 'asset') headers.source = `${String(headers.source)}${cacheHeadersFile()}`;
      else this.emitFile({ type: 'asset', fileName: '_headers', source: cacheHeadersFile() });
    },
  };
}
