import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@blueprintjs/core/lib/css/blueprint.css';
import '../ui/theme/app.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { BlueprintNotifier } from '../ui/toasts/BlueprintNotifier';
import { AppRoot } from './AppRoot';
import { readConfig, type AppEnv } from './config';
import { BrowserNavigatorToken, buildContainer, ensureSignedInBindings } from './container';
import { createRoutes } from './routes';
import { asServiceLocator } from './typedContainer';

const container = buildContainer(readConfig(import.meta.env as AppEnv), {
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  location: window.location,
  matchMedia: (query) => window.matchMedia(query),
  notifier: new BlueprintNotifier(),
});
const router = createBrowserRouter(createRoutes(() => ensureSignedInBindings(container)));
const services = asServiceLocator(container);
services.get(BrowserNavigatorToken).attach((path, options) => void router.navigate(path, options));

createRoot(document.getElementById('root')!).render(<AppRoot services={services} router={router} />);
