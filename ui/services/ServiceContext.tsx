import { createContext, useContext, type ReactNode } from 'react';
import type { Token } from '../../core/shared/Token';

/** What ui needs of the container: look a service up by its token. The app passes its container. */
export interface ServiceLocator {
  get<T>(token: Token<T>): T;
}

const ServiceContext = createContext<ServiceLocator | null>(null);

export interface ServiceProviderProps {
  /** Usually the app's Inversify container; tests and stories pass one built the same way. */
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
