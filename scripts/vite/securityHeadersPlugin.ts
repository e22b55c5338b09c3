import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { apiViewerPageHeaders, netlifyHeadersFile, sandboxPageHeaders, securityHeaders, securitySettingsFrom, type SecurityEnv } from '../../app/securityHeaders';
import { SANDBOX_API_VIEWER_PATH } from '../../sandbox/contract/sandboxPaths';

/** Where hidden source maps go after a build: beside dist/, never deployed with it. */
export const SOURCE_MAP_DIR = 'dist-sourcemaps';

/**
 * Sends the app's security headers (app/securityHeaders.ts) on every response of the dev server
 * and `vite preview`: document, assets, the sandbox API. For a build it writes dist/_headers (Netlify,
 * Cloudflare Pages) and moves the hidden source maps out of dist/ so no *.map is served.
 */
export interface SecurityHeadersPluginOptions {
  env?: SecurityEnv;
  /**
   * connect-src sources only the dev and preview servers add (the sandbox's local OpenID provider on
   * https://localhost with a random port); never written into a build's headers.
   */
  serverConnectSources?: readonly string[];
}

export function securityHeadersPlugin({ env = process.env, serverConnectSources = [] }: SecurityHeadersPluginOptions = {}): Plugin {
  let outDir = 'dist';
  const middleware = (devServer: boolean): Connect.NextHandleFunction => {
    const settings = securitySettingsFrom(env, devServer);
    const app = securityHeaders({ ...settings, connectSources: [...settings.connectSources, ...serverConnectSources] });
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
      const headers = viewer ? apiViewer : path.startsWith('/__sandbox') ? sandboxPages : app;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
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
      outDir = config.build.outDir;
    },
    generateBundle() {
      if (this.meta.watchMode) return;
      this.emitFile({ type: 'asset', fileName: '_headers', source: netlifyHeadersFile(securityHeaders(securitySettingsFrom(env, false))) });
    },
    closeBundle() {
      moveSourceMaps(outDir, SOURCE_MAP_DIR);
    },
  };
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
