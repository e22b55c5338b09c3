import { LINK_PATHS, type LinkDetailsWire, type LinkResultWire } from '../adapters/wire/linkPageWire';
import { readLinkDetails, readLinkNumbers, readLinkResult, readMessage } from './readLinkAnswers';

/** Why a call of the link page did not give its answer. */
export type LinkFailure =
  | { kind: 'invalid' } // unknown token (404)
  | { kind: 'gone'; message: string } // used or expired (410)
  | { kind: 'refused'; message: string } // any other answer the service refused
  | { kind: 'unreachable' }; // no answer, or one that makes no sense

export class LinkCallError extends Error {
  constructor(readonly failure: LinkFailure) {
    super(failure.kind);
  }
}

/** The public link endpoints (linkPageWire.ts), with the token in the body only: never in an address. */
export interface LinkApi {
  details(token: string): Promise<LinkDetailsWire>;
  confirm(token: string): Promise<number[]>;
  choose(token: string, number: number): Promise<LinkResultWire['result']>;
  deny(token: string): Promise<LinkResultWire['result']>;
}

/** Over fetch: no cookies, no referrer, no session (the page is opened by someone who is not signed in). */
export function fetchLinkApi(apiUrl: string, fetcher: typeof fetch = (...args) => fetch(...args)): LinkApi {
  const post = async <T>(path: string, body: object, read: (value: unknown) => T | null): Promise<T> => {
    let response: Response;
    try {
      response = await fetcher(`${apiUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
      });
    } catch {
      throw new LinkCallError({ kind: 'unreachable' });
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.status === 404) throw new LinkCallError({ kind: 'invalid' });
    if (response.status === 410)
      throw new LinkCallError({ kind: 'gone', message: readMessage(json) ?? 'This link can no longer be used.' });
    if (!response.ok) {
      if (response.status >= 500) throw new LinkCallError({ kind: 'unreachable' });
      throw new LinkCallError({ kind: 'refused', message: readMessage(json) ?? 'The request was refused.' });
    }
    const answer = read(json);
    if (answer === null) throw new LinkCallError({ kind: 'unreachable' });
    return answer;
  };
  return {
    details: (token) => post(LINK_PATHS.details, { token }, readLinkDetails),
    confirm: async (token) => (await post(LINK_PATHS.confirm, { token }, readLinkNumbers)).numbers,
    choose: async (token, number) => (await post(LINK_PATHS.choose, { token, number }, readLinkResult)).result,
    deny: async (token) => (await post(LINK_PATHS.deny, { token }, readLinkResult)).result,
  };
}
