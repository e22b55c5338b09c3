import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  filterInQuery,
  hasPlaceInPage,
  pageInQuery,
  queryWithPage,
  queryWithFilter,
  queryWithPlace,
  queryWithStep,
  stepInQuery,
  type PlaceParam,
} from './shellPlace';
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
      if (pageInQuery(query) === page && !hasPlaceInPage(query)) return;
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

/**
 * A value a page keeps of its own in the query under `name` (the open portal chat's id), like the page: a change is
 * a new history entry, so Back returns to the previous value, and a reload keeps it. `replace` corrects the address
 * without an entry (a value the page cannot show, from an effect).
 */
export function usePlaceParam(
  name: PlaceParam,
): [string | null, (value: string | null, options?: { replace?: boolean }) => void] {
  const [query, setQuery] = useSearchParams();
  const value = query.get(name);
  const go = useCallback(
    (next: string | null, options?: { replace?: boolean }) => {
      if (next === value) return;
      const replace = options?.replace ?? false;
      // A click flushes, so it answers at once; a replace comes from an effect, where React cannot flush.
      setQuery(queryWithPlace(query, name, next), { replace, flushSync: !replace });
    },
    [query, setQuery, name, value],
  );
  return [value, go];
}

/**
 * The page's filter, kept in the query as `filter.<name>` parameters (docs/decisions/281-the-report-filter-lives-in-the-address.md):
 * a change is a new history entry, so Back returns to the previous filter, and a reload or a shared address shows the
 * same one. `replace` writes it without an entry (a value corrected, a search still being typed). Changing the page
 * drops the filter.
 */
export function usePageFilter(): [
  Record<string, string>,
  (filter: Readonly<Record<string, string>>, options?: { replace?: boolean }) => void,
] {
  const [query, setQuery] = useSearchParams();
  const key = query.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter is read again only when the query changes
  const filter = useMemo(() => filterInQuery(query), [key]);
  const go = useCallback(
    (next: Readonly<Record<string, string>>, options?: { replace?: boolean }) => {
      const written = queryWithFilter(query, next);
      if (written.toString() === query.toString()) return;
      setQuery(written, { replace: options?.replace ?? false });
    },
    [query, setQuery],
  );
  return [filter, go];
}
