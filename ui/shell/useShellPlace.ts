import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageInQuery, queryWithPage, queryWithStep, STEP_PARAM, stepInQuery } from './shellPlace';
import type { ShellPage } from './ShellStore';

/**
 * Opens a shell page: a new history entry with the page in the query (Back comes back here; the shell follows the
 * query). Not in a transition (the router's default), which would keep the previous page and its highlighted item
 * until the new page's chunk had loaded, and could land after a later click: the click answers at once, with the
 * new page's loader. Opening the page already shown adds no entry.
 */
export function useOpenPage(): (page: ShellPage, options?: { replace?: boolean }) => void {
  const [query, setQuery] = useSearchParams();
  return useCallback(
    (page, options) => {
      if (pageInQuery(query) === page && !query.has(STEP_PARAM)) return;
      const replace = options?.replace ?? false;
      // A click flushes, so it answers at once. A replace is the shell putting its own start right (an entry
      // link's page, from an effect), where React cannot flush and warns.
      setQuery(queryWithPage(query, page), { replace, flushSync: !replace });
    },
    [query, setQuery],
  );
}

/**
 * A feature page's sub-page, kept in the query like the page: Back returns to the previous step and a reload keeps
 * it. `steps` lists the allowed ones, the first being the default (left out of the address).
 */
export function useStep<Step extends string>(steps: readonly Step[]): [Step, (step: Step) => void] {
  const [query, setQuery] = useSearchParams();
  const step = stepInQuery(query, steps);
  const first = steps[0]!;
  const go = useCallback(
    (next: Step) => {
      if (next !== step) setQuery(queryWithStep(query, next, first), { flushSync: true });
    },
    [query, setQuery, step, first],
  );
  return [step, go];
}
