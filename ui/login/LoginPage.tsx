import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Loader } from '../common/Loader';
import { useService } from '../services/ServiceContext';
import { LoginStoreFactoryToken } from './LoginStore';
import { LoginView } from './LoginView';

/** /login and every unmatched path: a session check with a loader, then the form. */
export const LoginPage = observer(function LoginPage() {
  const createStore = useService(LoginStoreFactoryToken);
  const [store] = useState(createStore);

  useEffect(() => {
    void store.checkSession();
  }, [store]);

  return store.checkingSession ? <Loader label="Checking your session" /> : <LoginView store={store} />;
});
