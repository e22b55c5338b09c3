import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Contract } from '@contract/tools/Contract';
import { readContractDocuments } from '@contract/tools/contractDocuments';
import type { PreviewServer, ViteDevServer } from 'vite';
import { SANDBOX_API_PREFIX, SANDBOX_CONSOLE_PREFIX, type SandboxOptions } from '../contract/createSandboxApp';
import { SANDBOX_HUB_PATH } from '../contract/SandboxRealtime';
import { toFetchRequest, sendFetchResponse } from '../realtime/nodeFetchBridge';
import { serveApiViewer } from './apiViewer';
import { attachIdentity } from './attachIdentity';
import { attachRealtime } from './attachRealtime';
import { printWelcome } from './printWelcome';
import { SANDBOX_BLANK_PATH, SANDBOX_RESET_PATH } from '../contract/sandboxPaths';
import { resettableSandbox } from './resettableSandbox';

/**
 * The sandbox backend on a Vite server (the dev server of `npm start`, the preview server of the
 * production build): its API, console, hub and Pusher server and identity stand-ins on the app's origin.
 * Loaded by sandbox/host/sandboxVitePlugin.ts through Vite's module runner, so its imports use the
 * project's path aliases (Vite loads its own config without them).
 */
export function mountSandbox(server: ViteDevServer | PreviewServer, options: SandboxOptions = {}): SandboxMiddleware {
  // Every API request is held to the contract the backend team reads (contract/openapi.yaml).
  const contract = new Contract(readContractDocuments(resolve(server.config.root, 'contract')));
  const sandbox = resettableSandbox({ contract, ...options });
  const listener = getRequestListener((request) => sandbox.fetch(request));
  const isSandboxPath = (url = '') =>
    url.startsWith(`${SANDBOX_API_PREFIX}/`) || url.startsWith(SANDBOX_CONSOLE_PREFIX);

  const realtime = server.httpServer ? attachRealtime(server.httpServer as HttpServer, sandbox) : null;
  // A fresh world keeps the realtime servers, and no socket of the old one is left to receive its events.
  sandbox.onFreshState((fresh, previous) => {
    fresh.realtime = previous.realtime;
    previous.realtime.dropAll();
    fresh.realtime.refuseFor(0);
  });
  const isHubPath = (url = '') => url.startsWith(`${SANDBOX_HUB_PATH}/`);
  const handle: SandboxMiddleware = (req, res, next) => {
    if (realtime && isHubPath(req.url)) {
      void toFetchRequest(req).then(async (request) => {
        const response = await realtime.handleHttp(request);
        if (response) await sendFetchResponse(res, response);
        else next();
      });
    } else if (req.method === 'POST' && req.url === SANDBOX_RESET_PATH) {
      sandbox.reset();
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ reset: true }));
    } else if (req.method === 'GET' && req.url === SANDBOX_BLANK_PATH) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end('<!doctype html><title>Blank</title>');
    } else if (serveApiViewer(req, res)) return;
    else if (isSandboxPath(req.url)) void listener(req, res);
    else next();
  };
  // The module runner may load this after the server started listening: run at once then.
  const whenListening = (run: () => void) =>
    server.httpServer?.listening ? run() : server.httpServer?.once('listening', run);
  whenListening(() => {
    const address = server.httpServer?.address();
    const port = typeof address === 'object' && address ? address.port : 5173;
    // After Vite's own banner, which it prints on the same tick.
    setTimeout(() => printWelcome(`http://localhost:${port}`, sandbox), 50);
    // The Microsoft sign-in's OpenID provider needs the app's port for its redirect address.
    void attachIdentity(sandbox, port, (attach) => sandbox.onFreshState(attach)).then(
      (oidc) => oidc && server.httpServer?.once('close', () => void oidc.close()),
      (error: unknown) => console.warn('[sandbox] Microsoft sign-in is unavailable:', error),
    );
  });
  return handle;
}

/** The sandbox's part of the server: its own requests, or `next()`. */
export type SandboxMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
