/**
 * How long the socket tests wait for something that should come (a message, an open, a refusal, server
 * state): a guard against a hang, not a timing. The work takes 10-150 ms; the old 2 s left a loaded
 * machine (a load of 12-15 on 2 cores, the whole process paused for seconds) too little room.
 */
export const SOCKET_GUARD_MS = 15_000;

/** Rejects with a labelled error when `promise` has not settled within `ms`; always clears its timer. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms waiting for ${label}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits until `predicate` holds, checking every 5 ms. For server-side state that has no event
 * to wait on (e.g. the server noticing a client's close), bounded so a failure cannot hang.
 */
export async function waitUntil(predicate: () => boolean, label: string, ms = SOCKET_GUARD_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A promise plus the function that resolves it, for turning a callback into something awaitable. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
