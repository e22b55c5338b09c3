import type { Container, ResolutionContext } from 'inversify';
import type { Token } from '../core/shared/Token';
import type { ServiceLocator } from '../ui/services/ServiceContext';

/** Lookup by typed token: inversify cannot infer T from a plain symbol, so this keeps the type. */
export type Resolve = <T>(token: Token<T>) => T;

export function resolverOf(source: Container | ResolutionContext): Resolve {
  return <T>(token: Token<T>) => source.get<T>(token);
}

/** The container as the ui sees it. */
export function asServiceLocator(container: Container): ServiceLocator {
  const resolve = resolverOf(container);
  return { get: resolve, find: (token) => (container.isBound(token) ? resolve(token) : null) };
}
