import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseExternalEntry } from '../../core/auth/externalEntry';
import { PsaRegistryToken } from '../../core/psa/PsaRegistry';
import { LoginServiceToken } from '../../core/auth/tokens';
import { HOME_PATH, SIGN_IN_PATH } from '../../core/navigation/Navigator';
import { PodContextStoreToken } from '../../core/session/PodContext';
import { Loader } from '../common/Loader';
import { useService } from '../services/ServiceContext';
import { ThemeStoreToken } from '../theme/ThemeStore';
import { EmbeddedModeStoreToken } from './EmbeddedModeStore';
import { EntryProblem } from './EntryProblem';
import { useCleanEntry } from './useCleanEntry';

/**
 * The external entry route (spec section 2): a PSA opens the app with a session and the item to show.
 * Stores the session, forces the light theme and simple mode inside a PSA, optionally selects secure
 * data sharing, then replaces the URL with the integration page so no token stays in the address bar.
 */
export function ExternalEntryPage() {
  const login = useService(LoginServiceToken);
  const podContext = useService(PodContextStoreToken);
  const theme = useService(ThemeStoreToken);
  const embedded = useService(EmbeddedModeStoreToken);
  const location = useLocation();
  const navigate = useNavigate();
  const registry = useService(PsaRegistryToken);
  const [entry] = useState(() =>
    parseExternalEntry(new URLSearchParams(location.search), (name) => {
      const psa = registry.byEntryName(name);
      return psa ? { type: psa.type, page: psa.slug } : null;
    }),
  );

  useCleanEntry(() => {
    if (entry.session) login.adoptSession(entry.session);
    const { target } = entry;
    if (target.kind === 'integration') {
      podContext.update({ psa: target.psaType, psaId: target.psaId, ticketId: target.ticketId, screen: target.screen });
      theme.forceLight();
      embedded.enter(target.secureData ? 'secureDataSharing' : null);
      navigate(target.path, { replace: true });
    } else if (target.kind === 'unknownPsa') {
      navigate(location.pathname, { replace: true });
    } else {
      navigate(entry.session ? login.destination() : SIGN_IN_PATH, { replace: true });
    }
  });

  if (entry.target.kind === 'unknownPsa') {
    return (
      <EntryProblem
        title="This integration is not supported"
        description={`The link names the integration "${entry.target.psa}", which this app does not know. Open the app again from a supported PSA or ask your administrator to check the link.`}
        to={entry.session ? HOME_PATH : SIGN_IN_PATH}
        action={entry.session ? 'Go to home' : 'Go to sign in'}
      />
    );
  }
  return <Loader label="Opening your ticket" />;
}
