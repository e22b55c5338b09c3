import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DuoAuthApiToken } from '../../core/auth/DuoAuthApi';
import { parseDuoCallback } from '../../core/auth/duoCallback';
import { LoginServiceToken } from '../../core/auth/tokens';
import { SIGN_IN_PATH } from '../../core/navigation/Navigator';
import { describeError } from '../../core/shared/AppError';
import { Loader } from '../common/Loader';
import { useService } from '../services/ServiceContext';
import { EntryProblem } from './EntryProblem';
import { useCleanEntry } from './useCleanEntry';

/**
 * /duoLogin: where Duo's Universal Prompt returns after the technician approved (or denied) the push.
 * Drops Duo's code from the address bar, exchanges it for a session, then continues like any sign-in.
 */
export function DuoLoginPage() {
  const duo = useService(DuoAuthApiToken);
  const login = useService(LoginServiceToken);
  const location = useLocation();
  const navigate = useNavigate();
  const [callback] = useState(() => parseDuoCallback(new URLSearchParams(location.search)));
  const [problem, setProblem] = useState<string | null>(callback.kind === 'refused' ? callback.message : null);

  useCleanEntry(() => {
    if (callback.kind === 'none') {
      navigate(SIGN_IN_PATH, { replace: true });
      return;
    }
    navigate(location.pathname, { replace: true });
    if (callback.kind !== 'code') return;
    duo.duoLogin(callback.duoCode, callback.state).then(
      (session) => {
        login.adoptSession(session);
        navigate(login.destination(), { replace: true });
      },
      (error: unknown) => setProblem(describeError(error)),
    );
  });

  if (problem) {
    return <EntryProblem title="Duo sign-in did not finish" description={`${problem} Sign in again to get a new Duo request.`} />;
  }
  return <Loader label="Finishing Duo sign-in" />;
}
