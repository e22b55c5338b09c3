import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { cacheControlFor } from '../deploy/cacheHeaders';
import {
  apiViewerPageHeaders,
  isPublicPagePath,
  metaContentSecurityPolicy,
  metaPolicyTag,
  netlifyHeadersFile,
  publicPageHeaders,
  sandboxPageHeaders,
  securityHeaders,
  securitySettingsFrom,
  type SecurityEnv,
  type SecuritySettings,
} from '../deploy/securityHeaders';
import { SANDBOX_API_VIEWER_PATH } from '../../sandbox/contract/sandboxPaths';

/** Where hidden source maps go after a build: beside dist/, never deployed with it. */
export const SOURCE_MAP_DIR = 'dist-sourcemaps';

/**
 * Sends the app's security headers (scripts/deploy/securityHeaders.ts) on every response of the dev server
 * and `vite preview`: document, assets, the sandbox API. For a build it writes dist/_headers (Netlify,
 * Cloudflare Pages), puts the policy in index.html as a <meta> fallback for hosts that send no headers
 * (not in the dev server, whose policy differs), and moves the hidden source maps out of dist/ so no
 * *.map is served.
 */
export interface SecurityHeadersPluginOptions {
  env?: SecurityEnv;
  /**
   * connect-src sources only the dev and preview servers add (the sandbox's local OpenID provider on
   * https://localhost with a random port); never written into a build's headers.
   */
  serverConnectSources?: readonly string[];
}

export function securityHeadersPlugin({
  env = process.env,
  serverConnectSources = [],
}: SecurityHeadersPluginOptions = {}): Plugin {
  let outDir = 'dist';
  const serverSettings = (devServer: boolean): SecuritySettings => {
    const settings = securitySettingsFrom(env, devServer);
    return { ...settings, connectSources: [...settings.connectSources, ...serverConnectSources] };
  };
  const middleware = (devServer: boolean): Connect.NextHandleFunction => {
    const settings = serverSettings(devServer);
    const app = securityHeaders(settings);
    const publicPages = publicPageHeaders(settings);
    // The preview server adds sources to the build's policy (the sandbox's local sign-in provider): its
    // documents carry the <meta> policy it sends as a header, so the two agree there as on a real host.
    const previewMeta = metaPolicyTag(metaContentSecurityPolicy(settings));
    const sandboxPages = sandboxPageHeaders();
    const apiViewer = apiViewerPageHeaders();
    return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      const path = req.url ?? '/';
      // A build's source maps are not public, whatever is left in the directory served.
      if (!devServer && /\.map(\?|$)/.test(path)) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const pathname = path.split('?')[0]!;
      const viewer = pathname === SANDBOX_API_VIEWER_PATH || pathname.startsWith(`${SANDBOX_API_VIEWER_PATH}/`);
      const headers = viewer
        ? apiViewer
        : path.startsWith('/__sandbox')
          ? sandboxPages
          : isPublicPagePath(pathname)
            ? publicPages
            : app;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      // A public page (the verification link's /verify) is its own document, built with its own <meta>.
      if (!devServer && !isPublicPagePath(pathname) && isDocumentRequest(req, pathname)) {
        const html = withMetaPolicy(readFileSync(resolve(outDir, 'index.html'), 'utf8'), previewMeta);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', cacheControlFor(pathname));
        res.setHeader('Content-Length', Buffer.byteLength(html));
        res.end(req.method === 'HEAD' ? undefined : html);
        return;
      }
      next();
    };
  };
  return {
    name: 'security-headers',
    // Before every other middleware (the sandbox's included), so every response carries the headers.
    configureServer: (server) => void server.middlewares.use(middleware(true)),
    configurePreviewServer: (server) => {
      // `vite preview --outDir storybook-static` (the stories' browser tests) serves Storybook, whose
      // pages rely on inline scripts: the app's policy is for the app's build only.
      if (basename(server.config.build.outDir) === 'storybook-static') return;
      server.middlewares.use(middleware(false));
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // The dev server's policy allows Vite's inline scripts and styles; a <meta> policy would forbid them.
        if (ctx.server) return html;
        return withMetaPolicy(html, metaPolicyTag(metaContentSecurityPolicy(securitySettingsFrom(env, false))));
      },
    },
    generateBundle() {
      if (this.meta.watchMode) return;
      const settings = securitySettingsFrom(env, false);
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: netlifyHeadersFile(securityHeaders(settings), publicPageHeaders(settings)),
      });
    },
    closeBundle() {
      moveSourceMaps(outDir, SOURCE_MAP_DIR);
    },
  };
}

/** The document with the <meta> policy right after its charset (replacing one already there). */
export function withMetaPolicy(html: string, tag: string): string {
  const without = html.replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(without);
  if (!charset)
    throw new Error('index.html has no <meta charset>: the Content-Security-Policy <meta> goes right after it.');
  const at = charset.index + charset[0].length;
  return `${without.slice(0, at)}\n    ${tag}${without.slice(at)}`;
}

/** A browser asking for a page of the app (not the API, the sandbox, an asset or another file). */
function isDocumentRequest(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!(req.headers.accept ?? '').includes('text/html')) return false;
  if (/^\/(api|__sandbox|hubs|assets)(\/|$)/.test(pathname)) return false;
  return pathname === '/index.html' || !/\.[A-Za-z0-9]+$/.test(pathname);
}

/** Moves every *.map under `from` to the same place under `to` (replacing what was there). */
function moveSourceMaps(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.map')) {
        const target = join(to, relative(from, path));
        mkdirSync(join(target, '..'), { recursive: true });
        renameSync(path, target);
      }
    }
  };
  walk(from);
}
