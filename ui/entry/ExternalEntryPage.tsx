import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EntryServiceToken } from '@core/auth/EntryService';
import { SessionServiceToken } from '@core/auth/tokens';
import { HOME_PATH, SIGN_IN_PATH } from '@core/navigation/Navigator';
import { Loader } from '../common/Loader';
import { useService } from '../services/ServiceContext';
import { ThemeStoreToken } from '../theme/ThemeStore';
import { EmbeddedModeStoreToken } from './EmbeddedModeStore';
import { EntryProblem } from './EntryProblem';
import { useCleanEntry } from './useCleanEntry';

/**
 * The external entry route (spec section 2): a PSA opens the app with a session and the item to show.
 * The entry service stores the session and pod context; inside a PSA the page forces the light theme
 * and simple mode (optionally secure data sharing), then replaces the URL so no token stays in the address bar.
 */
export function ExternalEntryPage() {
  const entries = useService(EntryServiceToken);
  const theme = useService(ThemeStoreToken);
  const embedded = useService(EmbeddedModeStoreToken);
  const sessions = useService(SessionServiceToken);
  const location = useLocation();
  const navigate = useNavigate();
  const [entry] = useState(() => entries.readExternalEntry(new URLSearchParams(location.search)));

  useCleanEntry(() => {
    const outcome = entries.openExternalEntry(entry);
    if (outcome.embedded) {
      theme.forceLight();
      embedded.enter(outcome.embedded.secureData ? 'secureDataSharing' : null);
    }
    navigate(outcome.to ?? location.pathname, { replace: true });
  });

  if (entry.target.kind === 'unknownPsa') {
    // Signed in by this link or before it: Home is open to them.
    const signedIn = !!entry.session || !!sessions.current();
    return (
      <EntryProblem
        title="This integration is not supported"
        description={`The link names the integration "${entry.target.psa}", which this app does not know. Open the app again from a supported PSA or ask your administrator to check the link.`}
        to={signedIn ? HOME_PATH : SIGN_IN_PATH}
        action={signedIn ? 'Go to home' : 'Go to sign in'}
      />
    );
  }
  return <Loader label="Opening your ticket" />;
}
