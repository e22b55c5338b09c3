import { SANDBOX_CONSOLE_PREFIX } from '@sandbox/contract/sandboxPaths';

/** The sandbox console's JSON routes on a running server, as a test plays the other side (the contact, the PSA). */
export interface SandboxConsole {
  get<T>(path: string): Promise<T>;
  /** Throws with the status and body when the console refuses. */
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
}

/** The console of the server at `base()` (read when called: the server starts in beforeAll). */
export function sandboxConsole(base: () => string): SandboxConsole {
  return {
    get: async <T>(path: string) => (await fetch(`${base()}${SANDBOX_CONSOLE_PREFIX}${path}`)).json() as Promise<T>,
    post: async <T = unknown>(path: string, body: unknown = {}) => {
      const response = await fetch(`${base()}${SANDBOX_CONSOLE_PREFIX}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`console ${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<T>;
    },
  };
}
