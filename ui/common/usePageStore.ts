import { useEffect, useState } from 'react';
import type { Token } from '@core/shared/Token';
import { useService } from '../services/ServiceContext';

/**
 * What a page store may do as its page comes and goes. Both must be safe to repeat: React's StrictMode
 * (the dev server, the tests, the stories) mounts a page, unmounts it and mounts it again.
 */
export interface PageStoreLifecycle {
  /** Subscribes and loads what the page shows. */
  start?(): void;
  /** Unsubscribes, stops timers, aborts what is in flight; a later start() goes on. */
  dispose?(): void;
}

/** A page store's factory, bound by its feature: what the page passes in (the pod, a ticket) to a new store. */
export type PageStoreFactory<Args, Store> = (args: Args) => Store;

/**
 * The one way a page (a feature's, the pod's, the shell's) makes its store: from the factory its feature
 * binds under `token`, with what the page passes. A new store is made when `key` changes (another ticket
 * or contact), never on a plain re-render; it is started after mount and disposed on unmount.
 */
export function usePageStore<Args, Store extends object>(
  token: Token<PageStoreFactory<Args, Store>>,
  args: Args,
  key: readonly unknown[] = [],
): Store {
  const create = useService(token);
  const [made, setMade] = useState(() => ({ key, store: create(args) }));
  let store = made.store;
  if (!sameKey(made.key, key)) {
    // Another record: a new store now, in this render (React's "storing information from previous renders").
    store = create(args);
    setMade({ key, store });
  }
  useEffect(() => {
    // Optional: a store with nothing to start or end (a form's) has neither.
    const lifecycle: PageStoreLifecycle = store;
    lifecycle.start?.();
    return () => lifecycle.dispose?.();
  }, [store]);
  return store;
}

function sameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
