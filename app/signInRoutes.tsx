import type { RouteObject } from 'react-router-dom';
import {
  DUO_LOGIN_PATH,
  EXTERNAL_ENTRY_PATH,
  EXTERNAL_LOGIN_PATH,
  MSAL_REDIRECT_PATH,
  REDIRECT_WITH_DATA_PATH,
} from '@core/auth/entryPaths';
import { Loader } from '@ui/common/Loader';
import { LoginPage } from '@ui/login/LoginPage';

const relative = (path: string) => path.replace(/^\//, '');

/**
 * Public routes: the ways into the app (spec section 2). Only the sign-in page is in the first bundle;
 * the routes that carry a session or a code (redirect, external entry, Duo) load on demand and clean
 * the URL before they paint. Until their chunk arrives nothing else runs and no request carries the
 * address (the page's referrer policy is no-referrer), so the token waits in the address bar alone.
 */
export function createSignInRoutes(loadEntryAreas: () => Promise<void>): RouteObject[] {
  // An entry page renders once its services are bound; the two chunks load side by side.
  const entryPage = async <Page,>(page: Promise<Page>) => (await Promise.all([page, loadEntryAreas()]))[0];
  return [
    { index: true, element: <LoginPage /> },
    { path: 'login', element: <LoginPage /> },
    {
      path: relative(REDIRECT_WITH_DATA_PATH),
      lazy: async () => ({ Component: (await entryPage(import('@ui/entry/RedirectDataPage'))).RedirectDataPage }),
    },
    {
      path: relative(EXTERNAL_ENTRY_PATH),
      lazy: async () => ({ Component: (await entryPage(import('@ui/entry/ExternalEntryPage'))).ExternalEntryPage }),
    },
    {
      path: relative(DUO_LOGIN_PATH),
      lazy: async () => ({ Component: (await entryPage(import('@ui/entry/DuoLoginPage'))).DuoLoginPage }),
    },
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
}
