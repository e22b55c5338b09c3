import type { RouteObject } from 'react-router-dom';
import { EXTERNAL_ENTRY_PATH, EXTERNAL_LOGIN_PATH, REDIRECT_WITH_DATA_PATH } from '../core/auth/entryPaths';
import { ExternalEntryPage } from '../ui/entry/ExternalEntryPage';
import { RedirectDataPage } from '../ui/entry/RedirectDataPage';
import { LoginPage } from '../ui/login/LoginPage';

const relative = (path: string) => path.replace(/^\//, '');

/**
 * Public routes: the ways into the app (spec section 2). The sign-in page and the two routes that
 * carry a session are in the first bundle (they must clean the URL before anything else loads);
 * the external auth page and the Duo page load on demand.
 */
export const signInRoutes: RouteObject[] = [
  { index: true, element: <LoginPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: relative(REDIRECT_WITH_DATA_PATH), element: <RedirectDataPage /> },
  { path: relative(EXTERNAL_ENTRY_PATH), element: <ExternalEntryPage /> },
  {
    path: relative(EXTERNAL_LOGIN_PATH),
    lazy: async () => ({ Component: (await import('../ui/entry/ExternalLoginPage')).ExternalLoginPage }),
  },
];
