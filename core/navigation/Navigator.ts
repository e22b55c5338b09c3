import { token } from '../shared/Token';

/** Moves the technician around the app, and out of it when single sign-on asks for that. */
export interface Navigator {
  /** In-app navigation to a path such as `/login` or `/pod/halo/h-1?ticketId=2`. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Replaces the whole page with another document (single sign-on). Callers check the URL first. */
  leaveTo(url: string): void;
}

export const NavigatorToken = token<Navigator>('core.navigation.Navigator');

/** The sign-in route: where 401s and sign-out land. */
export const SIGN_IN_PATH = '/login';
/** Where a signed-in technician lands when nothing else is remembered. */
export const HOME_PATH = '/home';
/** Where the guard sends a visitor with no stored user id (spec section 2). */
export const ROOT_PATH = '/';
