import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { psaDescriptors } from '@adapters/psa/registry';
import { operationsOf } from '@contract/tools/operationIndex';
import { featureSandboxes } from '@features/sandboxRegistry';
import { apiRoutes } from '@sandbox/contract/routes/apiRoutes';
import { contractDocuments } from './support/contractUnderTest';
import { SPEC_SECTION_7_CALLS } from './support/specSection7Paths';

/*
 * The document covers what it must: every path spec section 7 lists, every PSA's lookups, every route
 * the sandbox serves (and the sandbox serves every operation the SPA calls); and every operation says
 * where its shape comes from. Each test lists what is missing, by name.
 */

const { openapi, asyncapi } = contractDocuments();
const operations = operationsOf(openapi);
/** `GET /A/{}/b`: a path with its parameter names left out, to compare paths however they name them. */
const shapeOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
const documented = new Set(operations.map((o) => shapeOf(o.method, o.path)));

/** The sandbox's API routes as method + path shapes (`:id` -> `{}`, `:list{a|b}` -> each of a and b). */
function sandboxRouteShapes(): string[] {
  const routes = [...apiRoutes, ...featureSandboxes.flatMap((f) => (f.api ? [f.api] : []))].flatMap(
    (app) => app.routes,
  );
  return routes
    .filter((route) => route.method !== 'ALL')
    .flatMap((route) => {
      let paths = [route.path];
      for (;;) {
        const alternatives = paths.flatMap((p) => {
          const m = /:[A-Za-z]+\{([^}]+)\}/.exec(p);
          return m ? m[1]!.split('|').map((choice) => p.replace(m[0], choice)) : [];
        });
        if (alternatives.length === 0) break;
        paths = alternatives;
      }
      return paths.map((p) => shapeOf(route.method, p.replace(/:[A-Za-z]+/g, '{}')));
    });
}

describe('contract/openapi.yaml covers', () => {
  it('every call spec section 7 lists', () => {
    expect(
      SPEC_SECTION_7_CALLS.filter((call) => !documented.has(shapeOf(call.split(' ')[0]!, call.split(' ')[1]!))),
    ).toEqual([]);
  });

  it("every PSA's lookups, marked with the PSA", () => {
    const missing = psaDescriptors.flatMap((psa) =>
      Object.entries(psa.lookups).flatMap(([kind, path]) => {
        const template = path('{psaId}', '{id}');
        const operation = operations.find(
          (o) => o.method === 'get' && shapeOf(o.method, o.path) === shapeOf('get', template),
        );
        if (!operation) return [`${psa.type} ${kind}: GET ${template} has no operation`];
        return operation.operation['x-psa']?.includes(psa.type)
          ? []
          : [`${psa.type} ${kind}: ${operation.id} is not marked x-psa: [${psa.type}]`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('every route the sandbox serves under /api', () => {
    expect([...new Set(sandboxRouteShapes())].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('and the sandbox serves every operation the SPA calls', () => {
    const served = new Set(sandboxRouteShapes());
    expect(
      operations
        .filter((o) => !o.operation['x-not-called'] && !served.has(shapeOf(o.method, o.path)))
        .map((o) => `${o.id} (${o.label})`),
    ).toEqual([]);
  });
});

describe('every shape says where it comes from', () => {
  const decisions = openapi['x-decisions'];
  const marked = [
    ...operations.map((o) => ({
      name: `${o.id} (${o.label})`,
      spec: o.operation['x-spec'],
      decision: o.operation['x-decision'],
    })),
    ...Object.entries(asyncapi.components.messages).map(([key, m]) => ({
      name: `asyncapi message ${key}`,
      spec: m['x-spec'],
      decision: m['x-decision'],
    })),
  ];

  it('an x-spec quote or an x-decision on every operation and realtime message', () => {
    expect(marked.filter((m) => !m.spec && !m.decision).map((m) => m.name)).toEqual([]);
  });

  it('every x-decision names an entry of x-decisions, and every entry is used', () => {
    // An operation may name several entries (a list) where more than one decision shaped it.
    const named = marked.flatMap((m) => [m.decision ?? []].flat().map((decision) => ({ name: m.name, decision })));
    expect(named.filter((m) => !decisions[m.decision]).map((m) => `${m.name}: x-decision ${m.decision}`)).toEqual([]);
    const used = new Set(named.map((m) => m.decision));
    expect(
      Object.keys(decisions).filter((key) => !used.has(key) && key !== 'api-base' && key !== 'error-body'),
    ).toEqual([]);
  });

  it('every decision record a decision points to exists', () => {
    const records = Object.entries(decisions).filter(([, d]) => d.record.startsWith('docs/'));
    expect(
      records
        .filter(([, d]) => !existsSync(resolve(__dirname, '../..', d.record)))
        .map(([key, d]) => `${key}: ${d.record}`),
    ).toEqual([]);
  });

  it('x-psa names registered PSA types only', () => {
    const types = new Set<string>(psaDescriptors.map((d) => d.type));
    expect(
      operations.flatMap((o) => (o.operation['x-psa'] ?? []).filter((t) => !types.has(t)).map((t) => `${o.id}: ${t}`)),
    ).toEqual([]);
  });
});

describe('what npm run contract:check may call', () => {
  it('every call that changes something says whether the check may make it (never, or only with --write)', () => {
    const unmarked = operations
      .filter((o) => o.method !== 'get')
      .filter((o) => {
        const mark = o.operation['x-contract-check'];
        return (
          !mark ||
          (mark.never === undefined) === (mark.write === undefined) ||
          (mark.write !== undefined && mark.body === undefined)
        );
      });
    expect(unmarked.map((o) => `${o.id} (${o.label})`)).toEqual([]);
  });

  it('no call that texts, emails, pushes or messages a person may be made', () => {
    const personal = /texts|emails|pushes|messages|calls/i;
    const risky = operations.filter(
      (o) =>
        o.operation['x-contract-check']?.write &&
        personal.test(`${o.operation.summary} ${o.operation['x-contract-check']?.write}`),
    );
    expect(risky.map((o) => o.id)).toEqual([]);
  });
});
