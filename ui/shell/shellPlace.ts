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
 * The page the query names (a feature by its id or its spec page identifier, which older addresses hold); null when
 * it names none or one this app does not have.
 */
export function pageInQuery(query: URLSearchParams): ShellPage | null {
  const page = query.get(PAGE_PARAM);
  if (!page) return null;
  return page === 'home' ? 'home' : featureIdNamed(page);
}

/** The query with `page` selected: the pod's own parameters stay, a previous page's step and open chat go. */
export function queryWithPage(query: URLSearchParams, page: ShellPage): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set(PAGE_PARAM, page);
  for (const name of PLACE_PARAMS) next.delete(name);
  return next;
}

/** True when the query holds a place inside its page (a step, an open chat). */
export function hasPlaceInPage(query: URLSearchParams): boolean {
  return PLACE_PARAMS.some((name) => query.has(name));
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
