import { featureIdNamed } from '@core/features/Feature';
import type { ShellPage } from './ShellStore';
import { FILTER_PREFIX, isPlaceParam, PAGE_PARAM, STEP_PARAM, withoutPlace, type PlaceParam } from './podPlace';

export {
  CHAT_PARAM,
  FILTER_PREFIX,
  isPlaceParam,
  PAGE_PARAM,
  PLACE_PARAMS,
  samePod,
  STEP_PARAM,
  type PlaceParam,
} from './podPlace';

// The page, its step and its filter read from and written to a pod address's query (the names are in podPlace.ts).

/**
 * The page the query names (a feature by its id or its spec page identifier, which older addresses hold); null when
 * it names none or one this app does not have.
 */
export function pageInQuery(query: URLSearchParams): ShellPage | null {
  const page = query.get(PAGE_PARAM);
  if (!page) return null;
  return page === 'home' ? 'home' : featureIdNamed(page);
}

/** The query with `page` selected: the pod's own parameters stay, a previous page's step, chat and filter go. */
export function queryWithPage(query: URLSearchParams, page: ShellPage): URLSearchParams {
  const next = withoutPlace(query);
  next.set(PAGE_PARAM, page);
  return next;
}

/** True when the query holds a place inside its page (a step, an open chat, a filter). */
export function hasPlaceInPage(query: URLSearchParams): boolean {
  return [...query.keys()].some(isPlaceParam);
}

/** The page's filter in the query: each `filter.<name>` parameter's value by its name. */
export function filterInQuery(query: URLSearchParams): Record<string, string> {
  const filter: Record<string, string> = {};
  for (const [name, value] of query)
    if (name.startsWith(FILTER_PREFIX)) filter[name.slice(FILTER_PREFIX.length)] = value;
  return filter;
}

/** The query with the page's filter replaced by `filter` (empty values left out); the rest stays. */
export function queryWithFilter(query: URLSearchParams, filter: Readonly<Record<string, string>>): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const name of new Set(next.keys())) if (name.startsWith(FILTER_PREFIX)) next.delete(name);
  for (const [name, value] of Object.entries(filter)) if (value !== '') next.set(FILTER_PREFIX + name, value);
  return next;
}

/** A step the page allows, else its first (a hand-edited or stale address opens the default step). */
export function stepInQuery<Step extends string>(query: URLSearchParams, steps: readonly Step[]): Step {
  const step = query.get(STEP_PARAM);
  return steps.find((allowed) => allowed === step) ?? steps[0]!;
}

export function queryWithStep(query: URLSearchParams, step: string, first: string): URLSearchParams {
  return queryWithPlace(query, STEP_PARAM, step === first ? null : step);
}

/** The query with a place parameter set, or left out when null; the rest stays. */
export function queryWithPlace(query: URLSearchParams, name: PlaceParam, value: string | null): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}
