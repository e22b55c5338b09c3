import { NonIdealState } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { Link as RouterLink } from 'react-router-dom';
import './entry.css';

export interface EntryProblemProps {
  /** What went wrong, in the technician's words. */
  title: string;
  /** What to do about it. */
  description: string;
  /** Where the action goes. @default '/login' */
  to?: string;
  /** @default 'Go to sign in' */
  action?: string;
}

/** A way in that could not be followed (broken link, unknown PSA): says why and offers the way on. */
export function EntryProblem({ title, description, to = '/login', action = 'Go to sign in' }: EntryProblemProps) {
  return (
    <main className="entry">
      <NonIdealState
        icon={<WarningSign size={48} />}
        title={title}
        description={description}
        action={
          <RouterLink to={to} replace className="bp6-button bp6-intent-primary">
            {action}
          </RouterLink>
        }
      />
    </main>
  );
}
