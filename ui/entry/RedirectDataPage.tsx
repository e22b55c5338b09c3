import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EntryServiceToken } from '@core/auth/EntryService';
import { parseRedirectData } from '@core/auth/redirectData';
import { Loader } from '../common/Loader';
import { useService } from '../services/ServiceContext';
import { EntryProblem } from './EntryProblem';
import { useCleanEntry } from './useCleanEntry';

/**
 * The redirect-with-data route (spec section 2): single sign-on and other sign-in services come back
 * here with `data={UserId, AccessToken, RefreshToken}`. Stores the session, removes it from the address
 * bar and history, and goes to the remembered return path (else the usual post-login destination).
 */
export function RedirectDataPage() {
  const entries = useService(EntryServiceToken);
  const location = useLocation();
  const navigate = useNavigate();
  const [session] = useState(() => parseRedirectData(new URLSearchParams(location.search).get('data')));

  useCleanEntry(() => navigate(entries.openRedirectData(session).to ?? location.pathname, { replace: true }));

  if (session) return <Loader label="Signing you in" />;
  return (
    <EntryProblem
      title="This sign-in link is incomplete"
      description="The sign-in service sent the app back without a complete session. Please sign in again."
    />
  );
}
