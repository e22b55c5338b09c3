import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROOT_PATH, SIGN_IN_PATH } from '@core/navigation/Navigator';
import { PodContextStoreToken } from '@core/session/PodContext';
import { SessionStoreToken } from '@core/session/Session';
import { useService } from '../services/ServiceContext';

/**
 * Guards every integration page. A visitor who arrives with no stored user id goes to "/" (spec
 * section 2); a session that ends while the page is open (a 401, spec section 8) goes to the sign-in
 * route, whichever renders first: the 401 handler's navigation or this guard. Either way the page
 * asked for is remembered, so signing in brings the technician back to it.
 */
export function RequireSession() {
  const sessions = useService(SessionStoreToken);
  const podContext = useService(PodContextStoreToken);
  const location = useLocation();
  const [arrivedSignedIn] = useState(() => !!sessions.read()?.userId);
  if (sessions.read()?.userId) return <Outlet />;
  podContext.update({ returnPath: `${location.pathname}${location.search}` });
  return <Navigate to={arrivedSignedIn ? SIGN_IN_PATH : ROOT_PATH} replace />;
}
