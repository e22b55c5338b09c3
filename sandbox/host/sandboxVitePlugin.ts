import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { createSandbox, SANDBOX_API_PREFIX, SANDBOX_CONSOLE_PREFIX, type Sandbox, type SandboxOptions } from '../contract/createSandboxApp';
import { SandboxState } from '../contract/SandboxState';
import { SANDBOX_HUB_PATH } from '../contract/SandboxRealtime';
import { toFetchRequest, sendFetchResponse } from '../realtime/nodeFetchBridge';
import { serveApiViewer } from './apiViewer';
import { attachIdentity } from './attachIdentity';
import { attachRealtime } from './attachRealtime';
import { printWelcome } from './printWelcome';

/**
 * Serves the sandbox backend on the same origin as the app, from Vite's dev server (`npm start`)
 * and its preview server (the production build, used by the end-to-end tests).
 */
export function sandboxVitePlugin(options: SandboxOptions = {}): Plugin {
  const sandbox: Sandbox = createSandbox(new SandboxState(), options);
  const listener = getRequestListener((request) => sandbox.fetch(request));
  const isSandboxPath = (url = '') => url.startsWith(`${SANDBOX_API_PREFIX}/`) || url.startsWith(SANDBOX_CONSOLE_PREFIX);

  const mount = (server: ViteDevServer | PreviewServer) => {
    const realtime = server.httpServer ? attachRealtime(server.httpServer as HttpServer, sandbox) : null;
    const isHubPath = (url = '') => url.startsWith(`${SANDBOX_HUB_PATH}/`);
    server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
      if (realtime && isHubPath(req.url)) {
        void toFetchRequest(req).then(async (request) => {
          const response = await realtime.handleHttp(request);
          if (response) await sendFetchResponse(res, response);
          else next();
        });
      } else if (serveApiViewer(req, res)) return;
      else if (isSandboxPath(req.url)) void listener(req, res);
      else next();
    });
    server.httpServer?.once('listening', () => {
      const address = server.httpServer?.address();
      const port = typeof address === 'object' && address ? address.port : 5173;
      // After Vite's own banner, which it prints on the same tick.
      setTimeout(() => printWelcome(`http://localhost:${port}`, sandbox), 50);
      // The Microsoft sign-in's OpenID provider needs the app's port for its redirect address.
      void attachIdentity(sandbox, port).then(
        (oidc) => oidc && server.httpServer?.once('close', () => void oidc.close()),
        (error: unknown) => console.warn('[sandbox] Microsoft sign-in is unavailable:', error),
      );
    });
  };

  return {
    name: 'sandbox-backend',
    configureServer: mount,
    configurePreviewServer: mount,
  };
}
