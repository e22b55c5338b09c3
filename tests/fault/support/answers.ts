import fc from 'fast-check';
import { HttpResponse } from 'msw';
import type { AnySchema } from 'yup';
import { brokenBody, looseString, validBody } from './wireArbitraries';

/** One answer a hostile or broken server (or network) may give to a request. */
export type Answer =
  | { readonly kind: 'json'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'raw'; readonly status: number; readonly contentType: string; readonly text: string }
  | { readonly kind: 'network' };

const htmlPage = fc.constantFrom(
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
  '<html><body><script>alert(1)</script>Service Unavailable</body></html>',
);
const errorStatus = fc.constantFrom(400, 403, 404, 409, 410, 413, 422, 429, 500, 502, 503, 504);
const okStatus = fc.constantFrom(200, 200, 200, 201, 202);

/** Answers for a call whose successful body follows `schema` (null: a binary body). */
export function answersFor(schema: AnySchema | null): fc.Arbitrary<Answer> {
  const good = schema ? validBody(schema) : fc.constant({ ok: true });
  const broken = schema ? brokenBody(schema) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('json' as const), status: okStatus, body: good }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('json' as const), status: okStatus, body: broken }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        status: okStatus,
        body: fc.jsonValue({ maxDepth: 3 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        status: fc.constantFrom(200, 204, 500, 502, 503),
        contentType: fc.constantFrom('application/json', 'text/html', 'text/plain', ''),
        text: fc.oneof(fc.constant(''), htmlPage, fc.constantFrom('{"broken', 'undefined', '\uFEFF{}', 'null')),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        status: errorStatus,
        body: fc.record({ message: looseString }, { requiredKeys: [] }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        status: errorStatus,
        body: fc.jsonValue({ maxDepth: 2 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        status: errorStatus,
        contentType: fc.constantFrom('text/html', 'application/json'),
        text: fc.oneof(fc.constant(''), htmlPage),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        status: fc.constant(401),
        body: fc.record({ message: looseString }, { requiredKeys: [] }),
      }),
    },
    { weight: 2, arbitrary: fc.constant({ kind: 'network' as const }) },
  );
}

/** The MSW response for an answer. */
export function responseOf(answer: Answer): Response {
  if (answer.kind === 'network') return HttpResponse.error();
  if (answer.kind === 'raw') {
    const empty = answer.status === 204;
    return new HttpResponse(empty ? null : answer.text, {
      status: answer.status,
      headers: answer.contentType ? { 'Content-Type': answer.contentType } : {},
    });
  }
  // JSON.stringify drops undefined; a body that is undefined itself goes out empty.
  return answer.body === undefined
    ? new HttpResponse(null, { status: answer.status })
    : HttpResponse.json(answer.body as never, { status: answer.status });
}

export function isSuccess(answer: Answer): boolean {
  return answer.kind !== 'network' && answer.status >= 200 && answer.status < 300;
}
