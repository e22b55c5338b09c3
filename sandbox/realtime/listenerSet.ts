/** A set of observers that a server notifies; used by the consoles and tests to watch traffic. */
export interface ListenerSet<E> {
  /** Adds a listener; returns the function that removes it again. */
  add(listener: (event: E) => void): () => void;
  /** Calls every listener with `event`. */
  emit(event: E): void;
}

/** Creates an empty {@link ListenerSet}. */
export function createListenerSet<E>(): ListenerSet<E> {
  const listeners = new Set<(event: E) => void>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          // An observer's bug must not break the socket that produced the event.
          console.error('realtime listener failed', error);
        }
      }
    },
  };
}
