import { http, HttpResponse } from 'msw';
import type { setupServer } from 'msw/node';
import type { Contract } from '@contract/tools/Contract';
import { mediaType } from '@contract/tools/Contract';
import type { ContractOperation } from '@contract/tools/operationIndex';
import { SANDBOX_API_PREFIX } from '@sandbox/contract/createSandboxApp';

/** One request an adapter call made, matched to the contract. */
export interface RecordedRequest {
  /** `METHOD /path?query` as sent, under the API base. */
  readonly sent: string;
  readonly operation: ContractOperation | null;
  /** What the contract says is wrong with the request (query parameters, body). */
  readonly problems: readonly string[];
}

/** How a recorded request is answered: the body for its operation (null: no operation matched). */
export type Answerer = (operation: ContractOperation | null) => Response;

/**
 * Puts a handler in front of everything else that records each API request, matches it to the
 * contract, checks it, and answers it with `answer`. Returns the list it fills.
 */
export function recordRequests(
  server: ReturnType<typeof setupServer>,
  contract: Contract,
  answer: Answerer,
): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  server.use(
    http.all(`*${SANDBOX_API_PREFIX}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.slice(url.pathname.indexOf(SANDBOX_API_PREFIX) + SANDBOX_API_PREFIX.length);
      const found = contract.index.find(request.method, path);
      const problems = found
        ? contract.checkRequest(found.operation, { query: url.searchParams, ...(await bodyOf(request)) })
        : [];
      recorded.push({ sent: `${request.method} ${path}${url.search}`, operation: found?.operation ?? null, problems });
      return answer(found?.operation ?? null);
    }),
  );
  return recorded;
}

/** The request's body as the contract describes it: JSON, a form as an object, or bytes (undefined). */
async function bodyOf(request: Request): Promise<{ contentType: string | null; body: unknown }> {
  const contentType = mediaType(request.headers.get('content-type'));
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
  if (!contentType && text === '') return { contentType: null, body: undefined };
  if (contentType === 'application/json')
    return { contentType, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
  if (contentType === 'application/x-www-form-urlencoded')
    return { contentType, body: Object.fromEntries(new URLSearchParams(text)) };
  if (contentType === 'multipart/form-data') {
    const form = await request.formData();
    return {
      contentType,
      body: Object.fromEntries(
        [...form.keys()].map((key) => [key, typeof form.get(key) === 'string' ? form.get(key) : '(file)']),
      ),
    };
  }
  return { contentType, body: undefined };
}

/** The answer to a request no operation matched: what a backend without that path says. */
export function noSuchOperation(): Response {
  return HttpResponse.json({ message: 'The contract has no such operation.' }, { status: 404 });
}
