import { featureIdNamed } from '@core/features/Feature';
import type { ShellPage } from './ShellStore';

/**
 * Where the technician is inside a pod, kept in the address's query so that Back returns to the previous page of
 * the same pod and a reload keeps it (docs/decisions/141-the-page-lives-in-the-query.md). The shell still chooses
 * the page from its state (spec section 2); the query is where that state is kept.
 */
export const PAGE_PARAM = 'page';
/** A feature's own sub-page (a secure-data step), dropped when the page changes. */
export const STEP_PARAM = 'step';
/** The conversation open on a page (a portal chat's id), dropped when the page changes. */
export const CHAT_PARAM = 'chat';
/** What a page keeps of its own in the query: a new page starts without them. */
export const PLACE_PARAMS = [STEP_PARAM, CHAT_PARAM] as const;
export type PlaceParam = (typeof PLACE_PARAMS)[number];
/**
 * A page's filter (a report's range, company, result...): each of its values is a parameter named `filter.<name>`,
 * kept like a step (a reload keeps it, a shared address shows it) and dropped when the page changes.
 */
export const FILTER_PREFIX = 'filter.';

/** Whether a query parameter belongs to the page shown (a step, an open chat, the page's filter), not to the pod. */
export function isPlaceParam(name: string): boolean {
  return (PLACE_PARAMS as readonly string[]).includes(name) || name.startsWith(FILTER_PREFIX);
}

function withoutPlace(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const name of new Set(next.keys())) if (isPlaceParam(name)) next.delete(name);
  return next;
}

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

/**
 * Whether two addresses show the same pod: they differ at most in the page and the place inside it (a step, an
 * open chat) the shell keeps in the query. The pod route runs its loader (the pod's prefetch) only for another pod.
 */
export function samePod(a: URL, b: URL): boolean {
  return a.pathname === b.pathname && podParams(a.searchParams) === podParams(b.searchParams);
}

function podParams(query: URLSearchParams): string {
  const own = withoutPlace(query);
  own.delete(PAGE_PARAM);
  own.sort();
  return own.toString();
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
