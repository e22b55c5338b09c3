import type { RunningServer, ServerKind } from './runningServer';

/** Set by the browser layer's global setup (tests/setup/browserBroker.globalSetup.ts) for its workers. */
export const BROKER_ENV = 'BROWSER_BROKER_URL';

/**
 * Asks the jest process's browser broker (tests/setup/browserBroker.ts) for this worker's share. Null
 * outside the browser layer (a script, a unit test): the caller then starts its own.
 */
async function lease<T>(request: Record<string, string>): Promise<T | null> {
  const broker = process.env[BROKER_ENV];
  if (!broker) return null;
  const response = await fetch(broker, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ worker: process.env.JEST_WORKER_ID ?? '1', ...request }),
  });
  const answer = (await response.json()) as T | { error: string };
  if (typeof answer === 'object' && answer && 'error' in answer) throw new Error(answer.error);
  return answer as T;
}

/** The worker's Chromium, to connect to (one per worker, for all its files). */
export async function leaseBrowserEndpoint(): Promise<string | null> {
  return (await lease<{ wsEndpoint: string }>({ what: 'browser' }))?.wsEndpoint ?? null;
}

/**
 * The worker's server of that kind, its sandbox reset to the seeded world for this file. Stopping it
 * leaves it running for the worker's next file; the jest process stops it at the end of the run.
 */
export async function leaseServer(kind: ServerKind, outDir: string): Promise<RunningServer | null> {
  const answer = await lease<{ url: string }>({ what: 'server', kind, outDir });
  return answer && { url: answer.url, stop: async () => undefined };
}
