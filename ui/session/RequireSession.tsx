import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROOT_PATH } from '../../core/navigation/Navigator';
import { PodContextStoreToken } from '../../core/session/PodContext';
import { SessionStoreToken } from '../../core/session/Session';
import { useService } from '../services/ServiceContext';

/**
 * Guards every integration page: without a stored user id the visitor goes to "/" (spec section 2),
 * and the page they asked for is remembered so signing in brings them back to it.
 */
export function RequireSession() {
  const sessions = useService(SessionStoreToken);
  const podContext = useService(PodContextStoreToken);
  const location = useLocation();
  if (sessions.read()?.userId) return <Outlet />;
  podContext.update({ returnPath: `${location.pathname}${location.search}` });
  return <Navigate to={ROOT_PATH} replace />;
}
