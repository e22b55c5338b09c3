import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ExternalSignInToken } from '../../core/auth/ExternalSignIn';
import { LoginServiceToken } from '../../core/auth/tokens';
import { NavigatorToken } from '../../core/navigation/Navigator';
import { NotifierToken } from '../../core/notifications/Notifier';
import { SessionStoreToken } from '../../core/session/Session';
import { UserApiToken } from '../../core/user/User';
import { Loader } from '../common/Loader';
import { useService } from '../services/ServiceContext';
import { LoginStore } from './LoginStore';
import { LoginView } from './LoginView';

/** /login and every unmatched path: a session check with a loader, then the form. */
export const LoginPage = observer(function LoginPage() {
  const login = useService(LoginServiceToken);
  const users = useService(UserApiToken);
  const navigator = useService(NavigatorToken);
  const notifier = useService(NotifierToken);
  const sessions = useService(SessionStoreToken);
  const external = useService(ExternalSignInToken);
  const [store] = useState(() => new LoginStore(login, users, navigator, notifier, () => sessions.read()?.userId ?? null, external));

  useEffect(() => {
    void store.checkSession();
  }, [store]);

  return store.checkingSession ? <Loader label="Checking your session" /> : <LoginView store={store} />;
});
