/**
 * An adapter built the first time it is used, from its own chunk: `load` imports and constructs it
 * once (a failed import is tried again next time). Keeps adapters that only some visitors need (the
 * external providers, the embedded-browser relay) out of the sign-in bundle.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let adapter: Promise<T> | null = null;
  return () =>
    (adapter ??= load().catch((error: unknown) => {
      adapter = null;
      throw error;
    }));
}
