import fc from 'fast-check';
import { HttpResponse } from 'msw';
import type { AnySchema } from 'yup';
import { createHttpClient } from '@adapters/http/createHttpClient';
import type { JsonSchema } from '@contract/tools/contractDocuments';
import { successOf, type ContractOperation } from '@contract/tools/operationIndex';
import { allCalls } from '../fault/calls/allCalls';
import type { CallCase } from '@tests/kit/CallCase';
import { validBody } from '../fault/support/wireArbitraries';
import { setupSandboxServer } from '../support/sandboxServer';
import { contractDocuments, contractUnderTest } from './support/contractUnderTest';
import { noSuchOperation, recordRequests, type RecordedRequest } from './support/recordCalls';
import { schemaArbitrary } from './support/schemaArbitrary';
import { describeWire, overlay, wireDisagreements } from './support/wireAgainstDocument';

/*
 * Every HTTP call the SPA makes (the fault suites' call table, tests/fault/calls/allCalls.ts: the shared calls and each feature's) held to
 * contract/openapi.yaml: its requests match an operation and fit it; answers the document allows reach
 * the caller as its domain type; its wire schema and the document's schema agree both ways. A call
 * added to the table without its operation fails here, under the call's name.
 */

const { server } = setupSandboxServer();
const documents = contractDocuments();
const contract = contractUnderTest();
/** For bodies made from wire schemas, which leave dates to the adapters that parse them. */
const withoutFormats = contractUnderTest({ formats: false });
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => 'token',
  onUnauthorized: () => undefined,
  onError: () => undefined,
});
const calls = allCalls.map((call) => [call.name, call] as const);

/** The schema and media type of the operation's success answer. */
function successBody(operation: ContractOperation): {
  status: number;
  mediaType: string;
  schema: JsonSchema | undefined;
} {
  const { status, response } = successOf(documents.openapi, operation);
  const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? ['application/json', {}];
  return { status, mediaType, schema: media.schema };
}

/** Answers the document allows for the operation (checked by the validator: a generator slip cannot pass). */
function documentAnswers(operation: ContractOperation, extraFields = true): fc.Arbitrary<unknown> {
  const { schema } = successBody(operation);
  if (!schema) return fc.constant(undefined);
  return schemaArbitrary(documents, schema, 'openapi', { extraFields }).filter(
    (body) => contract.schemas.check(schema, body) === null,
  );
}

function respond(operation: ContractOperation, body: unknown): Response {
  const { status, mediaType } = successBody(operation);
  if (mediaType !== 'application/json')
    return new HttpResponse(new Uint8Array([1, 2, 3]), {
      status,
      headers: { 'Content-Type': mediaType === '*/*' ? 'application/octet-stream' : mediaType },
    });
  const headers: Record<string, string> = {};
  for (const name of Object.keys(successOf(documents.openapi, operation).response.headers ?? {})) headers[name] = '7';
  return HttpResponse.json(body as never, { status, headers });
}

const recordedByCall = new Map<string, RecordedRequest[]>();

/** Runs the call once, answering each request with a body of its operation; the requests it made. */
async function requestsOf(call: CallCase): Promise<RecordedRequest[]> {
  const known = recordedByCall.get(call.name);
  if (known) return known;
  const recorded = recordRequests(server, contract, (operation) =>
    operation ? respond(operation, fc.sample(documentAnswers(operation), 1)[0]) : noSuchOperation(),
  );
  await call.run(client).catch(() => undefined);
  server.resetHandlers();
  recordedByCall.set(call.name, recorded);
  return recorded;
}

async function operationOf(call: CallCase): Promise<ContractOperation> {
  const operation = (await requestsOf(call))[0]?.operation;
  if (!operation)
    throw new Error(`${call.name} has no operation in contract/openapi.yaml (see the first test of this file).`);
  return operation;
}

describe('every adapter call has its operation in contract/openapi.yaml, and its requests fit it', () => {
  it.each(calls)('%s', async (name, call) => {
    const recorded = await requestsOf(call);
    expect(recorded.map((r) => r.sent)).not.toEqual([]);
    const problems = recorded.flatMap((r) =>
      r.operation
        ? r.problems.map((p) => `${name} sends ${r.sent} (${r.operation!.id}): ${p}`)
        : [
            `${name} sends ${r.sent}, which no operation of contract/openapi.yaml matches: add its operation (docs/backend-contract.md, "Adding a call")`,
          ],
    );
    expect(problems).toEqual([]);
  });
});

describe('answers the document allows reach the caller as its domain type', () => {
  it.each(calls)('%s', async (name, call) => {
    const operation = await operationOf(call);
    await fc.assert(
      fc.asyncProperty(documentAnswers(operation), async (body) => {
        recordRequests(server, contract, (op) => (op ? respond(op, body) : noSuchOperation()));
        const outcome = await call.run(client).then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        );
        server.resetHandlers();
        if (!outcome.ok)
          throw new Error(
            `${name} refused an answer the document allows: ${String(outcome.error)}\n${JSON.stringify(body)?.slice(0, 400)}`,
          );
        const problem = (call.fallback ?? call.domain)(outcome.value, '');
        if (problem) throw new Error(`${name} resolved outside its domain type: ${problem}`);
      }),
      { numRuns: 3 },
    );
  });
});

const withWire = allCalls
  .filter((call): call is CallCase & { wire: AnySchema } => call.wire !== null)
  .map((call) => [call.name, call] as const);

describe("each call's wire schema and its operation's schema agree", () => {
  it.each(withWire)('%s: the wire schema reads only fields the document has, with its types', async (_name, call) => {
    const { schema } = successBody(await operationOf(call));
    expect(wireDisagreements(documents, describeWire(call.wire), schema!)).toEqual([]);
  });

  it.each(withWire)('%s: every value the wire schema accepts is one the document allows', async (_name, call) => {
    const { schema } = successBody(await operationOf(call));
    const description = describeWire(call.wire);
    const accepted = fc
      .sample(validBody(call.wire), 120)
      .map((body) => {
        try {
          return { ok: true as const, value: call.wire.validateSync(body, { stripUnknown: true }) as unknown };
        } catch {
          return { ok: false as const };
        }
      })
      .filter((r) => r.ok)
      .map((r) => r.value);
    // A generator that could not satisfy the wire schema would make this check empty: say so instead.
    expect(accepted.length).toBeGreaterThanOrEqual(20);
    const complete = fc.sample(schemaArbitrary(documents, schema!, 'openapi', { complete: true }), accepted.length);
    const problems = accepted
      .map((value, i) => ({
        value,
        problem: withoutFormats.schemas.check(schema!, overlay(complete[i], value, description)),
      }))
      .filter((r) => r.problem !== null);
    expect(
      problems.slice(0, 1).map((r) => `${r.problem} (wire body ${JSON.stringify(r.value)?.slice(0, 300)})`),
    ).toEqual([]);
  });

  it.each(withWire)('%s: every body the document allows passes the wire schema', async (_name, call) => {
    const operation = await operationOf(call);
    fc.assert(
      fc.property(documentAnswers(operation), (body) => {
        call.wire.validateSync(call.missingBodyIsEmptyObject ? (body ?? {}) : body, { stripUnknown: true });
      }),
      { numRuns: 60 },
    );
  });
});
