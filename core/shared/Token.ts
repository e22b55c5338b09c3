/**
 * A typed service identifier: a Symbol that remembers the interface it stands for, so
 * `useService(SessionStoreToken)` and `container.get(SessionStoreToken)` are typed without casts.
 */
export type Token<T> = symbol & { readonly __service?: T };

/** Creates a token; the dotted name (`core.session.SessionStore`) shows up in container errors. */
export function token<T>(name: string): Token<T> {
  return Symbol.for(name) as Token<T>;
}
