import { createContext, useContext, type ReactNode } from 'react';
import type { Token } from '@core/shared/Token';

/** What ui needs of the container: look a service up by its token. The app passes its container. */
export interface ServiceLocator {
  get<T>(token: Token<T>): T;
  /** The service when one is bound, else null (for optional capabilities such as the realtime hub). */
  find?<T>(token: Token<T>): T | null;
}

const ServiceContext = createContext<ServiceLocator | null>(null);

export interface ServiceProviderProps {
  /** The app's start-up services, then its container (app/deferredContainer.ts); tests and stories pass a container. */
  services: ServiceLocator;
  children?: ReactNode;
}

export function ServiceProvider({ services, children }: ServiceProviderProps) {
  return <ServiceContext.Provider value={services}>{children}</ServiceContext.Provider>;
}

/** The one way components reach ports and services: never by importing an adapter. */
export function useService<T>(token: Token<T>): T {
  const services = useContext(ServiceContext);
  if (!services) throw new Error('useService needs a <ServiceProvider> above it.');
  return services.get(token);
}

/** The locator itself, for what hands services on (a feature's notice source, started by the shell). */
export function useServiceLocator(): ServiceLocator {
  const services = useContext(ServiceContext);
  if (!services) throw new Error('useServiceLocator needs a <ServiceProvider> above it.');
  return services;
}

/**
 * A service that may not be bound (e.g. the realtime hub before its adapter exists, or in a story):
 * null instead of a container error. Locators without `find` are asked with `get`, and a failed
 * lookup reads as unbound.
 */
export function useOptionalService<T>(token: Token<T>): T | null {
  const services = useContext(ServiceContext);
  if (!services) throw new Error('useOptionalService needs a <ServiceProvider> above it.');
  if (services.find) return services.find(token);
  try {
    return services.get(token);
  } catch {
    return null;
  }
}
