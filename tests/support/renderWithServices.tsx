import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { StrictMode, type ReactElement } from 'react';
import { readConfig } from '@app/config';
import { bindSignedInAreas } from '@app/bindings/signedInBinders';
import { buildContainer } from '@app/container';
import { asServiceLocator } from '@app/typedContainer';
import { ServiceProvider } from '@ui/services/ServiceContext';
import { jsdomHost } from './jsdomHost';

/**
 * Renders one component with the app's real container (real adapters, sandbox behind MSW), for
 * components that are not on a route yet. `configure` may bind test doubles (a fake hub, a clock).
 * In StrictMode at the root, like app/main.tsx: the component mounts, unmounts and mounts again.
 */
export function renderWithServices(ui: ReactElement, configure?: (container: Container) => void) {
  const config = readConfig({});
  const host = jsdomHost();
  const { notifier } = host;
  const container = buildContainer(config, host);
  bindSignedInAreas(container, config, host); // a single component: no guarded route loads them
  configure?.(container);
  const services = asServiceLocator(container);
  const wrap = (element: ReactElement) => (
    <StrictMode>
      <ServiceProvider services={services}>{element}</ServiceProvider>
    </StrictMode>
  );
  const view = render(wrap(ui));
  // A re-render with new props keeps the same services around the component (as the page around it would).
  const rerender = (next: ReactElement) => view.rerender(wrap(next));
  return { ...view, rerender, notifier, services, container };
}
