import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '../ui/login/LoginPage';

/** Public routes: the ways into the app (spec section 2). The sign-in page is in the first bundle. */
export const signInRoutes: RouteObject[] = [
  { index: true, element: <LoginPage /> },
  { path: 'login', element: <LoginPage /> },
];
