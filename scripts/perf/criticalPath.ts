/**
 * The critical path of a page load from who asked for each request, not from when it ran: every request
 * the Chrome DevTools Protocol reported (`Network.requestWillBeSent`) gets a parent from its initiator,
 * the document, the script file or stylesheet that asked for it, or the request it was redirected from;
 * an API call the page's script sent while it handled another call's answer also hangs under that call.
 * A chain's depth is its round trips (answers from the HTTP cache cost none), so a slow or quiet machine
 * counts the same chain.
 *
 * Chromium names no importer for a JavaScript module it fetches (the initiator is a script at
 * `about:client`, without a stack): such a module hangs under a module that imports it, from the build's
 * module graph (Vite's manifest), the least deep of those already requested (the first that could ask).
 *
 * Pure: fed recorded protocol events, the page's own log of its API calls (CALL_LOG_PROBE, callLogProbe.ts) and the
 * build's importers.
 */

/** One recorded protocol event, as `cdp.on(method, params)` hands it over. */
export interface ProtocolEvent {
  method: string;
  params: Record<string, unknown>;
}

interface StackTrace {
  callFrames: Array<{ url: string }>;
  parent?: StackTrace;
}

interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
  requestId?: string;
}

/** Why a request hangs under its parent. */
export type Via =
  /** the page's document: no parent */
  | 'navigation'
  /** the HTML or CSS parser met it in its parent (the document or a stylesheet) */
  | 'parser'
  /** a JavaScript module its parent imports (statically or dynamically), from the build's module graph */
  | 'import'
  /** a script asked for it: the deepest script file on the initiator's stack (inline scripts: the document) */
  | 'script'
  /** a preload, named by the document or a script */
  | 'preload'
  /** its parent answered with a redirect to it */
  | 'redirect'
  /** the page's script sent it while handling its parent's answer */
  | 'answer'
  /** the initiator names nothing the page loaded: hung under the document */
  | 'unknown';

export interface Hop {
  requestId: string;
  url: string;
  method: string;
  /** CDP's resource type, lower case: document, script, stylesheet, font, xhr, fetch, ... */
  type: string;
  body: string;
  /** When it was sent, wall ms (the page's `performance.timeOrigin` clock). */
  sentAt: number;
  parent: Hop | null;
  via: Via;
  /** Answered from the HTTP cache without going to the server: no round trip. */
  fromCache: boolean;
}

/** One line of the page's own log of its API calls (CALL_LOG_PROBE, callLogProbe.ts), in the order things happened. */
export type PageCall =
  | { kind: 'sent'; id: number; method: string; url: string; during: number | null }
  /** `at`: when the page's script had the answer, wall ms */
  | { kind: 'answered'; id: number; at?: number };

/** What requestTree reads beside the protocol's events. */
export interface PageRecord {
  /** The page's own log of its API calls. */
  calls?: PageCall[];
  /** Each built module's path ("/assets/react-x.js") and the paths of the modules that import it. */
  importers?: Record<string, string[]>;
}

/** Builds each request's parent from the recorded events (in their order), the page's call log and the build. */
export function requestTree(events: ProtocolEvent[], { calls = [], importers = {} }: PageRecord = {}): Hop[] {
  const hops: Hop[] = [];
  const latestHopOf = new Map<string, Hop>();
  const fetchedUrl = new Map<string, Hop>();
  let root: Hop | null = null;
  for (const { method, params } of events) {
    if (method === 'Network.requestWillBeSent') {
      const request = params.request as { url: string; method: string; postData?: string };
      if (!/^https?:/.test(request.url)) continue; // data: and blob: URLs cost no round trip
      const requestId = params.requestId as string;
      const redirectedFrom = params.redirectResponse ? latestHopOf.get(requestId) : undefined;
      const type = String(params.type ?? 'other').toLowerCase();
      const [parent, via] = redirectedFrom
        ? [redirectedFrom, 'redirect' as const]
        : !root && type === 'document'
          ? [null, 'navigation' as const]
          : parentFromInitiator(params.initiator as Initiator, fetchedUrl, latestHopOf, root, () =>
              importerOf(request.url, importers, fetchedUrl),
            );
      const hop: Hop = {
        requestId,
        url: request.url,
        method: request.method,
        type,
        body: request.postData ?? '',
        sentAt: Number(params.wallTime) * 1000,
        parent,
        via,
        fromCache: false,
      };
      root ??= hop;
      hops.push(hop);
      latestHopOf.set(requestId, hop);
      fetchedUrl.set(withoutFragment(request.url), hop);
    } else if (method === 'Network.requestServedFromCache') {
      const hop = latestHopOf.get(params.requestId as string);
      if (hop) hop.fromCache = true;
    } else if (method === 'Network.responseReceived') {
      const hop = latestHopOf.get(params.requestId as string);
      const response = params.response as { fromDiskCache?: boolean; fromPrefetchCache?: boolean };
      if (hop && (response.fromDiskCache || response.fromPrefetchCache)) hop.fromCache = true;
    }
  }
  hangUnderAnswers(hops, calls);
  return hops;
}

function parentFromInitiator(
  initiator: Initiator,
  fetchedUrl: Map<string, Hop>,
  latestHopOf: Map<string, Hop>,
  root: Hop | null,
  importer: () => Hop | null,
): [Hop | null, Via] {
  const unknown: [Hop | null, Via] = [root, 'unknown'];
  if (initiator.type === 'script' && !initiator.stack) {
    const module = importer();
    return module ? [module, 'import'] : unknown;
  }
  if (initiator.type === 'script') {
    const scripts = framesOf(initiator.stack)
      .map((url) => fetchedUrl.get(withoutFragment(url)))
      .filter((hop): hop is Hop => !!hop);
    // A call runs once every script on its stack has loaded: the deepest of them is the one it waited for.
    const deepest = scripts.reduce<Hop | null>((best, hop) => (!best || deeper(hop, best) ? hop : best), null);
    return deepest ? [deepest, 'script'] : unknown;
  }
  if (initiator.type === 'parser' || initiator.type === 'preload') {
    const named = initiator.url ? fetchedUrl.get(withoutFragment(initiator.url)) : undefined;
    if (named) return [named, initiator.type];
    return initiator.type === 'preload' && !initiator.url && root ? [root, 'preload'] : unknown;
  }
  if (initiator.type === 'preflight' && initiator.requestId) {
    // The preflight goes out before the call it clears, in the call's place.
    const call = latestHopOf.get(initiator.requestId);
    return call ? [call.parent, call.via] : unknown;
  }
  return unknown;
}

/** The least deep module already requested that imports this one (the first that could have asked for it). */
function importerOf(url: string, importers: Record<string, string[]>, fetchedUrl: Map<string, Hop>): Hop | null {
  const { origin, pathname } = new URL(url);
  const requested = (importers[pathname] ?? [])
    .map((path) => fetchedUrl.get(`${origin}${path}`))
    .filter((hop): hop is Hop => !!hop)
    .sort((a, b) => a.sentAt - b.sentAt);
  return requested.reduce<Hop | null>((best, hop) => (!best || deeper(best, hop) ? hop : best), null);
}

function framesOf(stack: StackTrace | undefined): string[] {
  const urls: string[] = [];
  for (let at = stack; at; at = at.parent) for (const frame of at.callFrames) if (frame.url) urls.push(frame.url);
  return urls;
}

const withoutFragment = (url: string) => url.split('#')[0]!;

/**
 * An API call the page sent while its script handled another call's answer waited for that answer: it
 * hangs under that call when that makes its chain longer than its script's. The page's log and the
 * protocol's requests are matched by method and URL, in order.
 */
function hangUnderAnswers(hops: Hop[], calls: PageCall[]): void {
  const hopOfCall = new Map<number, Hop>();
  const used = new Set<Hop>();
  for (const call of calls) {
    if (call.kind !== 'sent') continue;
    const hop = hops.find(
      (h) => !used.has(h) && h.via !== 'redirect' && h.method === call.method && sameUrl(h.url, call.url),
    );
    if (!hop) continue;
    used.add(hop);
    hopOfCall.set(call.id, hop);
    const answered = call.during === null ? undefined : hopOfCall.get(call.during);
    const answer = answered && finalHopOf(hops, answered);
    if (answer && answer !== hop && (!hop.parent || !deeper(hop.parent, answer))) {
      hop.parent = answer;
      hop.via = 'answer';
    }
  }
}

/** The last hop of a request (after its redirects): the one whose answer the page read. */
function finalHopOf(hops: Hop[], first: Hop): Hop {
  return hops.filter((h) => h.requestId === first.requestId).pop() ?? first;
}

const sameUrl = (a: string, b: string) => withoutFragment(a) === withoutFragment(b);

/** Round trips from the document to this request, both counted; cached answers count none. */
export function depthOf(hop: Hop | null): number {
  let depth = 0;
  for (let at = hop; at; at = at.parent) if (!at.fromCache) depth += 1;
  return depth;
}

/** More round trips, or as many over more requests (cached ones): the chain that shows what waited on what. */
const deeper = (a: Hop, b: Hop) =>
  depthOf(a) > depthOf(b) || (depthOf(a) === depthOf(b) && chainOf(a).length > chainOf(b).length);

/** The document first, this request last. */
export function chainOf(hop: Hop): Hop[] {
  const chain: Hop[] = [];
  for (let at: Hop | null = hop; at; at = at.parent) chain.unshift(at);
  return chain;
}

/** The deepest chains among these requests (each ending at a different request), deepest first. */
export function longestChains(hops: Hop[]): Hop[][] {
  const depth = Math.max(0, ...hops.map(depthOf));
  return hops.filter((hop) => depthOf(hop) === depth && depth > 0).map(chainOf);
}

export function isApi(hop: Hop): boolean {
  return new URL(hop.url).pathname.startsWith('/api/') && hop.method !== 'OPTIONS';
}

/** API resources (method, path and query, and a POST's body) requested more than once, redirects aside. */
export function duplicateApiPaths(hops: Hop[]): string[] {
  const seen = new Map<string, number>();
  for (const hop of hops) {
    if (!isApi(hop) || hop.via === 'redirect') continue;
    const { pathname, search } = new URL(hop.url);
    const key = `${hop.method} ${pathname}${search}${hop.body ? ` ${hop.body}` : ''}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${key} x${count}`);
}

/** Short name of a request: the API call's method and path, an asset's file name, or the document's path. */
export function hopLabel(hop: Hop): string {
  const { pathname } = new URL(hop.url);
  const name = isApi(hop)
    ? `${hop.method} ${pathname}`
    : hop.type === 'document' || !pathname.includes('.')
      ? `${hop.type} ${pathname}`
      : pathname.split('/').pop()!;
  return hop.fromCache ? `${name} (cache)` : name;
}

/** A chain as one line: "document /login -> main-x.js -> GET /api/User/7". */
export const chainLine = (chain: Hop[]) => chain.map(hopLabel).join(' -> ');
