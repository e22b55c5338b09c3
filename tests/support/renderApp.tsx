import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { AppRoot } from '../../app/AppRoot';
import { readConfig } from '../../app/config';
import { BrowserNavigatorToken, buildContainer, ensureSignedInBindings } from '../../app/container';
import { createRoutes } from '../../app/routes';
import { asServiceLocator } from '../../app/typedContainer';
import { RecordingNotifier } from '../../core/testing/RecordingNotifier';

/**
 * Renders the whole app (real container, real adapters, real routes) at a path, in jsdom, against
 * whatever MSW serves (normally the sandbox). Returns the router to read where it went.
 */
export function renderApp(path: string) {
  const notifier = new RecordingNotifier();
  const left: string[] = [];
  const container = buildContainer(readConfig({}), {
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: { replace: (url: string) => left.push(url) },
    matchMedia: (query) => window.matchMedia(query),
    notifier,
  });
  const router = createMemoryRouter(createRoutes(() => ensureSignedInBindings(container)), { initialEntries: [path] });
  const services = asServiceLocator(container);
  services.get(BrowserNavigatorToken).attach((to, options) => void router.navigate(to, options));
  const view = render(<AppRoot services={services} router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, notifier, services, location, leftTo: left };
}
