/**
 * Which of a pod address's query parameters are the place inside a page, and whether two addresses show the same pod:
 * what the pod route needs on the first screen (its own small module, so the sign-in route does not carry the rest of
 * shellPlace.ts). Where the technician is inside a pod is kept in the address's query so that Back returns to the previous page of
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

/** The query without the place inside its page (step, chat, filter): the pod's own parameters and the page. */
export function withoutPlace(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const name of new Set(next.keys())) if (isPlaceParam(name)) next.delete(name);
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
