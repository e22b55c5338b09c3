import type { Connect, Plugin } from 'vite';

/**
 * Public pages that are HTML entries of their own (the verification link's /verify, built from
 * verify.html into its own small chunk): the dev and preview servers answer `/verify` with that page,
 * where a static host serves `verify.html` for `/verify` itself (Netlify, Cloudflare Pages; nginx:
 * `try_files $uri $uri.html /index.html`). Without this the SPA fallback would answer with index.html.
 */
export function publicPagesPlugin(pages: Record<string, string> = { '/verify': '/verify.html' }): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const [path, query] = (req.url ?? '/').split('?', 2);
    const page = path ? pages[path] : undefined;
    if (page) req.url = query === undefined ? page : `${page}?${query}`;
    next();
  };
  return {
    name: 'public-pages',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}
