import type { Token } from './Token';

/** Lookup by typed token (the container keeps the type the token names). */
export type Resolve = <T>(token: Token<T>) => T;

/** Typed helpers over one container, handed to each area's (and each feature's) bindings. */
export interface Bind {
  /** A singleton built on first use from other services. */
  provide<T>(id: Token<T>, factory: (get: Resolve) => T): void;
  constant<T>(id: Token<T>, value: T): void;
}

/** A service that may be unbound (the hub in a story, the current user before sign-in): null instead of a container error. */
export function optional<T>(get: Resolve, id: Token<T>): T | null {
  try {
    return get(id);
  } catch {
    return null;
  }
}
