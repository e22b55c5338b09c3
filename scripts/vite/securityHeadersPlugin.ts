import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { isPublicPagePath, netlifyHeadersFile, publicPageHeaders, sandboxPageHeaders, securityHeaders, securitySettingsFrom, type SecurityEnv } from '../../app/securityHeaders';

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
    const served = { ...settings, connectSources: [...settings.connectSources, ...serverConnectSources] };
    const app = securityHeaders(served);
    const publicPages = publicPageHeaders(served);
    const sandboxPages = sandboxPageHeaders();
    return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      const path = req.url ?? '/';
      // A build's source maps are not public, whatever is left in the directory served.
      if (!devServer && /\.map(\?|$)/.test(path)) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const headers = path.startsWith('/__sandbox') ? sandboxPages : isPublicPagePath(path) ? publicPages : app;
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
      const settings = securitySettingsFrom(env, false);
      this.emitFile({ type: 'asset', fileName: '_headers', source: netlifyHeadersFile(securityHeaders(settings), publicPageHeaders(settings)) });
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
