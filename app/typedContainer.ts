import type { Container, ResolutionContext } from 'inversify';
import type { Resolve } from '@core/shared/Bind';
import type { Token } from '@core/shared/Token';
import type { ServiceLocator } from '@ui/services/ServiceContext';

export type { Resolve } from '@core/shared/Bind';

export function resolverOf(source: Container | ResolutionContext): Resolve {
  return <T>(token: Token<T>) => source.get<T>(token);
}

/** The container as the ui sees it. */
export function asServiceLocator(container: Container): Required<ServiceLocator> {
  const resolve = resolverOf(container);
  return { get: resolve, find: (token) => (container.isBound(token) ? resolve(token) : null) };
}
