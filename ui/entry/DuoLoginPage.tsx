import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseDuoCallback } from '@core/auth/duoCallback';
import { EntryServiceToken } from '@core/auth/EntryService';
import { describeError } from '@core/shared/AppError';
import { Loader } from '../common/Loader';
import { useService } from '../services/ServiceContext';
import { EntryProblem } from './EntryProblem';
import { useCleanEntry } from './useCleanEntry';

/**
 * /duoLogin: where Duo's Universal Prompt returns after the technician approved (or denied) the push.
 * Drops Duo's code from the address bar, exchanges it for a session, then continues like any sign-in.
 */
export function DuoLoginPage() {
  const entries = useService(EntryServiceToken);
  const location = useLocation();
  const navigate = useNavigate();
  const [callback] = useState(() => parseDuoCallback(new URLSearchParams(location.search)));
  const [problem, setProblem] = useState<string | null>(callback.kind === 'refused' ? callback.message : null);

  useCleanEntry(() => {
    // The code leaves the address bar before the exchange starts.
    if (callback.kind !== 'none') navigate(location.pathname, { replace: true });
    entries.finishDuo(callback).then(
      ({ to }) => to && navigate(to, { replace: true }),
      (error: unknown) => setProblem(describeError(error)),
    );
  });

  if (problem) {
    return (
      <EntryProblem
        title="Duo sign-in did not finish"
        description={`${problem} Sign in again to get a new Duo request.`}
      />
    );
  }
  return <Loader label="Finishing Duo sign-in" />;
}
