import { SessionServiceToken } from '@core/auth/tokens';
import { NavigatorToken, SIGN_IN_PATH } from '@core/navigation/Navigator';
import { useService } from '../services/ServiceContext';

/** Ends the session and goes to the sign-in page (the shell's sign-out, after any question about unsent work). */
export function useSignOut(): () => void {
  const sessions = useService(SessionServiceToken);
  const navigator = useService(NavigatorToken);
  return () => {
    sessions.signOut();
    navigator.navigate(SIGN_IN_PATH, { replace: true });
  };
}
