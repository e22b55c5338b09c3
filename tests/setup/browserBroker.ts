import { createServer, type IncomingMessage, type Server } from 'node:http';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/browser';
import { startViteProcess, type RunningServer, type ServerKind } from '../support/previewServer';
import { SANDBOX_RESET_PATH } from '../../sandbox/contract/sandboxPaths';

/** What a browser test file asks the broker for (tests/support/browserLease.ts). */
export type LeaseRequest =
  { worker: string; what: 'browser' } | { worker: string; what: 'server'; kind: ServerKind; outDir: string };

/** The broker's answer: a Chromium to connect to, or a server's URL with a fresh sandbox world. */
export type LeaseAnswer = { wsEndpoint: string } | { url: string } | { error: string };

/**
 * One Chromium and one server of each kind per jest worker, for every browser test file that worker runs,
 * started on first use and owned by the jest process itself: its global teardown stops them all, whatever
 * a worker did (a worker that jest ends at the close of the run could not stop what it started).
 *
 * Each file gets a fresh world: the broker resets the server's sandbox (POST /__sandbox/reset) before
 * handing its URL over, and the file's browser connection closes its contexts when the file ends. Files in
 * one worker run one after another, so no two files ever share a world or a page.
 */
export class BrowserBroker {
  private readonly browsers = new Map<string, Promise<BrowserServer>>();
  private readonly servers = new Map<string, Promise<RunningServer>>();
  private http: Server | null = null;

  /** Listens on a free local port; resolves with the URL the workers call. */
  async listen(): Promise<string> {
    this.http = createServer((request, response) => {
      void this.answer(request).then((answer) => {
        response.setHeader('Content-Type', 'application/json');
        // No keep-alive socket to hold a worker open after its last file.
        response.setHeader('Connection', 'close');
        response.statusCode = 'error' in answer ? 500 : 200;
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.http!.listen(0, '127.0.0.1', resolve));
    const address = this.http.address();
    if (typeof address !== 'object' || !address) throw new Error('the browser broker has no port');
    return `http://127.0.0.1:${address.port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.http ? this.http.close(() => resolve()) : resolve()));
    await Promise.allSettled([...this.browsers.values()].map(async (browser) => (await browser).close()));
    await Promise.allSettled([...this.servers.values()].map(async (server) => (await server).stop()));
  }

  private async answer(request: IncomingMessage): Promise<LeaseAnswer> {
    try {
      const lease = JSON.parse(await bodyOf(request)) as LeaseRequest;
      if (lease.what === 'browser') return { wsEndpoint: (await this.browserOf(lease.worker)).wsEndpoint() };
      const server = await this.serverOf(lease.worker, lease.kind, lease.outDir);
      const reset = await fetch(`${server.url}${SANDBOX_RESET_PATH}`, { method: 'POST' });
      if (!reset.ok) throw new Error(`${server.url}${SANDBOX_RESET_PATH} answered ${reset.status}`);
      return { url: server.url };
    } catch (error) {
      return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
  }

  private browserOf(worker: string): Promise<BrowserServer> {
    return this.once(this.browsers, worker, () =>
      chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true }),
    );
  }

  private serverOf(worker: string, kind: ServerKind, outDir: string): Promise<RunningServer> {
    return this.once(this.servers, `${worker} ${kind} ${outDir}`, () => startViteProcess(kind, outDir, {}));
  }

  /** Starts a thing once per key; a start that failed is tried again by the next file. */
  private once<T>(started: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
    let running = started.get(key);
    if (!running) {
      running = start();
      started.set(key, running);
      running.catch(() => started.delete(key));
    }
    return running;
  }
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
