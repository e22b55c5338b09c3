// One call of the contract check: made against the live API, its answer checked against the contract.
import type { Contract } from '@contract/tools/Contract';
import { mediaType } from '@contract/tools/Contract';
import { harvest, type CheckContext } from '@contract/tools/checkPlan';
import type { ContractOperation } from '@contract/tools/operationIndex';

/** One call's line of the report. */
export interface Row {
  label: string;
  status: string;
  result: string;
  outcome: 'passed' | 'failed' | 'skipped';
  /** Another PSA's lookup: counted, not listed. */
  hidden?: boolean;
}

/** Where a run's calls go and what they carry. */
export interface Run {
  contract: Contract;
  api: string;
  token: string;
  timeoutMs: number;
  /** The values known so far (given, then taken from answers). */
  context: CheckContext;
  /** Values an answer gave for a later call's link (per operation id). */
  links: Map<string, Map<string, string>>;
}

/** What a call is made with once its values are known. */
export interface ResolvedCall {
  path: string;
  query: URLSearchParams;
  body?: unknown;
}

/**
 * Makes one call against the live API and checks its answer against the contract; a good answer's values are
 * kept for the calls that link to it.
 */
export async function callOnce(run: Run, operation: ContractOperation, resolved: ResolvedCall): Promise<Row> {
  const { contract, api, token } = run;
  const query = resolved.query.toString();
  const url = `${api}${resolved.path}${query ? `?${query}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: operation.method.toUpperCase(),
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(resolved.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: resolved.body === undefined ? undefined : JSON.stringify(resolved.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(run.timeoutMs),
    });
  } catch (error) {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { label: operation.label, status: 'network error', result: cause, outcome: 'failed' };
  }
  const text = await response.text();
  let body: unknown = text === '' ? undefined : text;
  if (mediaType(response.headers.get('content-type'))?.includes('json') && text !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return {
        label: operation.label,
        status: String(response.status),
        result: 'the body is not JSON',
        outcome: 'failed',
      };
    }
  }
  const status = String(response.status);
  if (response.status < 200 || response.status > 299) {
    const message =
      body && typeof body === 'object' && 'message' in body
        ? `: ${String((body as { message: unknown }).message).slice(0, 120)}`
        : '';
    return { label: operation.label, status, result: `expected a 2xx answer${message}`, outcome: 'failed' };
  }
  const problems = contract.checkAnswer(operation, { status: response.status, headers: response.headers, body });
  if (problems.length > 0) return { label: operation.label, status, result: problems[0]!, outcome: 'failed' };
  harvest(contract.documents.openapi, operation, response.status, body, run.context, run.links);
  return { label: operation.label, status, result: 'ok', outcome: 'passed' };
}
