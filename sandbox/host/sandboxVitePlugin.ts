import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import type { SandboxOptions } from '../contract/createSandboxApp';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
type Mount = (server: ViteDevServer | PreviewServer, options: SandboxOptions) => Middleware;

/**
 * Serves the sandbox backend on the same origin as the app, from Vite's dev server (`npm start`) and
 * its preview server (the production build, used by the end-to-end tests). Vite bundles its config
 * without the project's path aliases, so the sandbox itself (sandbox/host/mountSandbox.ts and all it
 * imports) is loaded by a small Vite server of its own (no HTTP, no watching), which honours them and
 * stays open for the sandbox's later imports (the OpenID provider loads on demand). Requests that
 * arrive before the sandbox has loaded wait for it.
 */
export function sandboxVitePlugin(options: SandboxOptions = {}): Plugin {
  const mount = (server: ViteDevServer | PreviewServer) => {
    const ready = createServer({
      configFile: false,
      root: server.config.root,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
      resolve: { tsconfigPaths: true },
    }).then(async (loader) => {
      server.httpServer?.once('close', () => void loader.close());
      const { mountSandbox } = (await loader.ssrLoadModule('/sandbox/host/mountSandbox.ts')) as { mountSandbox: Mount };
      return mountSandbox(server, options);
    });
    ready.catch((error: unknown) => console.error('[sandbox] could not start:', error));
    // In the server's order (before Vite's own middleware); a request that comes before the sandbox has loaded waits.
    server.middlewares.use(
      (req: IncomingMessage, res: ServerResponse, next: () => void) =>
        void ready.then(
          (handle) => handle(req, res, next),
          () => next(),
        ),
    );
  };
  return { name: 'sandbox-backend', configureServer: mount, configurePreviewServer: mount };
}
