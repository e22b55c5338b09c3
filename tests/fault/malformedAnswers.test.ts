import fc from 'fast-check';
import { http } from 'msw';
import { createHttpClient } from '@adapters/http/createHttpClient';
import { AppError } from '@core/shared/AppError';
import { setupSandboxServer } from '../support/sandboxServer';
import { allCalls } from './calls/allCalls';
import type { CallCase } from '@tests/kit/CallCase';
import { answersFor, isSuccess, responseOf, type Answer } from './support/answers';
import { caseCounter, fastCheckBudget } from './support/caseCount';

/*
 * Malformed answers: every HTTP call the app makes, through its real adapter and
 * the app's axios client, against generated answers: bodies that follow the wire schema (unicode,
 * huge strings, extra fields), bodies broken in one place (missing field, null, wrong type), any JSON,
 * empty bodies, HTML error pages, 4xx/5xx with and without a message, 401s and network failures.
 * Every case ends in a value of the domain type, the documented fallback, or an AppError of the
 * right kind with a readable message: never another exception, never a raw HTML page as a message.
 * FAST_CHECK_RUNS sets the total number of generated answers (default 10,500 over all calls).
 */

const { server } = setupSandboxServer();
const counter = caseCounter('malformed answers');
const perCall = Math.max(5, Math.ceil(fastCheckBudget(10_500) / allCalls.length));

let answer: Answer = { kind: 'network' };
let requests = 0;
const toasts: string[] = [];
let unauthorized = 0;
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => 'token',
  onUnauthorized: () => void unauthorized++,
  onError: (m) => toasts.push(m),
});

beforeEach(() => {
  server.use(
    http.all('*/api/*', () => {
      requests += 1;
      return responseOf(answer);
    }),
  );
});

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

async function outcomeOf(call: CallCase): Promise<Outcome> {
  return call.run(client).then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

function expectedKind(given: Answer): AppError['kind'] {
  if (given.kind === 'network') return 'network';
  if (given.status === 401) return 'unauthorized';
  return isSuccess(given) ? 'malformed' : 'server';
}

/** Throws with a readable reason when the outcome breaks the contract. */
function judge(call: CallCase, given: Answer, outcome: Outcome): void {
  if (call.fallback) {
    if (!outcome.ok) throw new Error(`expected the fallback, got ${String(outcome.error)}`);
    const problem = call.fallback(outcome.value, '');
    if (problem) throw new Error(problem);
    return;
  }
  if (outcome.ok) {
    if (!isSuccess(given)) throw new Error(`a failed answer resolved: ${JSON.stringify(outcome.value)?.slice(0, 200)}`);
    const problem = call.domain(outcome.value, '');
    if (problem) throw new Error(`resolved with a value outside the domain type: ${problem}`);
    if (given.kind === 'json' && call.wire && !wireAccepts(call, asSent(given.body)))
      throw new Error('resolved although the body breaks the wire schema');
    return;
  }
  const error = outcome.error;
  if (!(error instanceof AppError)) throw new Error(`rejected with something other than an AppError: ${String(error)}`);
  const kind = expectedKind(given);
  // A success the adapter could not read is malformed; a 2xx answer never becomes 'server'.
  if (error.kind !== kind) throw new Error(`expected a ${kind} error, got ${error.kind}: ${error.message}`);
  if (!error.message.trim()) throw new Error('the error has no message');
  if (/<html|<!doctype/i.test(error.message))
    throw new Error(`an HTML page became the message: ${error.message.slice(0, 80)}`);
  if (error.message.length > 500) throw new Error(`a ${error.message.length}-character message would fill the screen`);
  const endsSession = kind === 'unauthorized' && !call.unauthorizedIsRefusedSignIn;
  if (unauthorized !== (endsSession ? 1 : 0)) throw new Error(`the session was ended ${unauthorized} times`);
  const readByAdapter = given.kind !== 'network' && (call.silentStatuses ?? []).includes(given.status);
  const toasted =
    (kind === 'server' || kind === 'network' || (kind === 'unauthorized' && !endsSession)) &&
    !call.silent &&
    !readByAdapter;
  if (toasted && (toasts.length !== 1 || toasts[0] !== error.message))
    throw new Error(`expected one toast "${error.message}", got ${JSON.stringify(toasts)}`);
  if (!toasted && toasts.length > 0) throw new Error(`unexpected toast ${JSON.stringify(toasts)}`);
}

/** fast-check's report without the megabytes of a huge generated string. */
function shortReport(result: fc.RunDetails<[Answer]>): string {
  const example = JSON.stringify(result.counterexample, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 120 ? `${value.slice(0, 60)}…(${value.length} characters)` : value,
  );
  const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
  return `${cause}\ncounterexample: ${example}\nseed ${result.seed}, path ${result.counterexamplePath}`;
}

/**
 * The body as the server sends it: JSON has no NaN, Infinity or undefined (they go out as null or not
 * at all), so the schema is judged on what crossed the wire, not on the generated value.
 */
function asSent(body: unknown): unknown {
  const text = JSON.stringify(body);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

function wireAccepts(call: CallCase, body: unknown): boolean {
  try {
    return call.wire!.isValidSync(call.missingBodyIsEmptyObject ? (body ?? {}) : body, { stripUnknown: true });
  } catch {
    return false; // yup throws on some bodies (an own __proto__ key): those break the schema too
  }
}

describe('malformed answers: every adapter call ends in its domain type, its fallback or a clear error', () => {
  it.each(allCalls.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const result = await fc.check(
      fc.asyncProperty(answersFor(call.binary ? null : call.wire), async (given) => {
        answer = given;
        toasts.length = 0;
        unauthorized = 0;
        await counter.check(async () => judge(call, given, await outcomeOf(call)));
      }),
      { numRuns: perCall },
    );
    if (result.failed) throw new Error(shortReport(result));
    expect(requests).toBeGreaterThan(0);
  });

  it.each(allCalls.filter((call) => call.takesSignal).map((call) => [call.name, call] as const))(
    '%s aborted by the caller is cancelled, quietly',
    async (_name, call) => {
      answer = { kind: 'json', status: 200, body: {} };
      toasts.length = 0;
      const controller = new AbortController();
      controller.abort();
      await counter.check(async () => {
        const error = await call.run(client, controller.signal).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).kind).toBe('cancelled');
        expect(toasts).toEqual([]);
      });
    },
  );
});
