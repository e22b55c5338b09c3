import type { MiddlewareHandler } from 'hono';
import type { Contract, ContractRequest } from '@contract/tools/Contract';
import { mediaType } from '@contract/tools/Contract';
import { errorBody, type SandboxEnv } from './sandboxEnv';

/**
 * Refuses a request the contract (contract/openapi.yaml) does not allow, as a real backend's model
 * binding would: 400 `{message}` naming the operation and each parameter or field that is wrong. So a
 * wrong call in the app fails in development, against the sandbox, not first in production.
 * Requests for paths the document does not know pass on (the routes answer 404 themselves).
 */
export function contractGate(contract: Contract, prefix: string): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.method === 'HEAD') return next();
    const found = contract.index.find(c.req.method, c.req.path.slice(prefix.length));
    if (!found) return next();
    const problems = contract.checkRequest(found.operation, await requestOf(c.req.raw));
    if (problems.length === 0) return next();
    return c.json(errorBody(refusal(found.operation.label, problems)), 400);
  };
}

/** One readable line: `GET /MessagingBoard/checkTicketChannels does not fit the contract: query parameter crmId: …`. */
export function refusal(label: string, problems: readonly string[]): string {
  return `${label} does not fit the contract: ${problems.join('; ')}.`;
}

/** The parts of a request the contract judges, read from a copy (the route still reads the original). */
async function requestOf(request: Request): Promise<ContractRequest> {
  const query = new URL(request.url).searchParams;
  const contentType = request.body ? mediaType(request.headers.get('content-type')) : null;
  return { query, contentType, body: await bodyOf(request, contentType) };
}

async function bodyOf(request: Request, contentType: string | null): Promise<unknown> {
  if (contentType === 'application/json') {
    const text = await request.clone().text();
    try {
      return text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      // Not JSON at all: judged as the text it is, so the check names the body's type.
      return text;
    }
  }
  if (contentType === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(await request.clone().text()));
  }
  // Files and other bytes: the document describes their media type, not their content.
  return undefined;
}
