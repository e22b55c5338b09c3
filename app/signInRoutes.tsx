import type { RouteObject } from 'react-router-dom';
import {
  DUO_LOGIN_PATH,
  EXTERNAL_ENTRY_PATH,
  EXTERNAL_LOGIN_PATH,
  MSAL_REDIRECT_PATH,
  REDIRECT_WITH_DATA_PATH,
} from '@core/auth/entryPaths';
import { DuoLoginPage } from '@ui/entry/DuoLoginPage';
import { Loader } from '@ui/common/Loader';
import { ExternalEntryPage } from '@ui/entry/ExternalEntryPage';
import { RedirectDataPage } from '@ui/entry/RedirectDataPage';
import { LoginPage } from '@ui/login/LoginPage';

const relative = (path: string) => path.replace(/^\//, '');

/**
 * Public routes: the ways into the app (spec section 2). The sign-in page and the routes that carry a
 * session or a code (redirect, external entry, Duo) are in the first bundle: they must clean the URL
 * before anything else loads. The external auth page loads on demand.
 */
export const signInRoutes: RouteObject[] = [
  { index: true, element: <LoginPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: relative(REDIRECT_WITH_DATA_PATH), element: <RedirectDataPage /> },
  { path: relative(EXTERNAL_ENTRY_PATH), element: <ExternalEntryPage /> },
  { path: relative(DUO_LOGIN_PATH), element: <DuoLoginPage /> },
  {
    path: relative(EXTERNAL_LOGIN_PATH),
    lazy: async () => ({ Component: (await import('@ui/entry/ExternalLoginPage')).ExternalLoginPage }),
  },
  {
    // MSAL's popup: hand the answer to the opener before anything else touches the URL.
    path: relative(MSAL_REDIRECT_PATH),
    lazy: async () => {
      const { runRedirectBridge } = await import('@adapters/auth/msal/runRedirectBridge');
      void runRedirectBridge().catch(() => window.close());
      return { Component: () => <Loader label="Finishing Microsoft sign-in" /> };
    },
  },
];
