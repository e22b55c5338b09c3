import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SessionServiceToken } from '@core/auth/tokens';
import { HOME_PATH, SIGN_IN_PATH } from '@core/navigation/Navigator';
import { PsaRegistryToken } from '@core/psa/PsaRegistry';
import { unknownPodSlug } from '@core/psa/unknownPodSlug';
import { Loader } from '../common/Loader';
import { useService } from '../services/ServiceContext';
import { LoginStoreFactoryToken } from './LoginStore';
import { LoginView } from './LoginView';
import { takePaintedSignIn } from './readPaintedSignIn';

// Only an address naming an unknown integration shows it: its code loads then.
const EntryProblem = lazy(() => import('../entry/EntryProblem').then((m) => ({ default: m.EntryProblem })));

/**
 * /login and every unmatched path: a session check with a loader, then the form. A pod address
 * naming an integration the app does not know says so instead (with Home for a signed-in technician).
 */
export const LoginPage = observer(function LoginPage() {
  const { pathname } = useLocation();
  const psas = useService(PsaRegistryToken);
  const sessions = useService(SessionServiceToken);
  const unknown = unknownPodSlug(pathname, psas);
  if (unknown) {
    const signedIn = !!sessions.current();
    return (
      <Suspense fallback={<Loader />}>
        <EntryProblem
          title="This integration is not supported"
          description={`The address names the integration "${unknown}", which this app does not know. Open the app again from your PSA, or ask your administrator to check the link.`}
          to={signedIn ? HOME_PATH : SIGN_IN_PATH}
          action={signedIn ? 'Go to home' : 'Go to sign in'}
        />
      </Suspense>
    );
  }
  return <SignInScreen />;
});

const SignInScreen = observer(function SignInScreen() {
  const createStore = useService(LoginStoreFactoryToken);
  // The form the build painted into index.html is still in the page during this first render: what was typed
  // there carries over, and goes on carrying over until React's first commit has replaced it.
  const [[store, stopTaking]] = useState(() => {
    const created = createStore();
    return [created, takePaintedSignIn((form) => created.takeOver(form))] as const;
  });

  useEffect(() => {
    stopTaking();
    void store.checkSession();
  }, [store, stopTaking]);

  return store.checkingSession ? <Loader label="Checking your session" /> : <LoginView store={store} />;
});
