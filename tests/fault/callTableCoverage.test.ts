/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { allCalls } from './calls/allCalls';

/*
 * The call table covers every adapter method that makes an HTTP call: each class named Http… in a module
 * named Http….ts under adapters/ (the shared ones) and under every feature folder's adapters/, found on
 * disk, so a new adapter or a new feature is covered without a line here. A public method without a row
 * fails, naming the file its row belongs in.
 */
const ROOT = resolve(__dirname, '../..');

/** Every Http….ts module (not a test) under `dir`, at any depth. */
function httpModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return httpModules(path);
    return /^Http\w*\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The adapter modules and where their calls are listed: the shared table, or the feature's own list. */
function adapterModules(): Array<{ file: string; table: string }> {
  const shared = httpModules(join(ROOT, 'adapters')).map((file) => ({
    file,
    table: 'tests/fault/calls/sharedCalls.ts',
  }));
  const features = readdirSync(join(ROOT, 'features'))
    .filter((id) => id !== 'api' && statSync(join(ROOT, 'features', id)).isDirectory())
    .flatMap((id) => {
      const adapters = join(ROOT, 'features', id, 'adapters');
      const found = statSync(adapters, { throwIfNoEntry: false })?.isDirectory() ? httpModules(adapters) : [];
      return found.map((file) => ({
        file,
        table: `features/${id}/testing/calls.ts (its test kit, listed in features/testKitRegistry.ts)`,
      }));
    });
  return [...shared, ...features].map(({ file, table }) => ({ file: relative(ROOT, file), table }));
}

/** Methods a class declares `private` (TypeScript keeps them on the prototype): helpers of the public calls, not calls. */
function privateNames(source: string): Set<string> {
  return new Set([...source.matchAll(/^\s*private\s+(?:async\s+)?([A-Za-z_$][\w$]*)\s*[(<]/gm)].map((m) => m[1]!));
}

/** Each exported Http… class of the module with its public methods. */
function adapterClasses(file: string): Array<{ name: string; methods: string[] }> {
  // The modules are found at run time, so they cannot be static imports (jest runs CommonJS).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exports = require(join(ROOT, file)) as Record<string, unknown>;
  const hidden = privateNames(readFileSync(join(ROOT, file), 'utf8'));
  return Object.values(exports)
    .filter(
      (value): value is { name: string; prototype: object } =>
        typeof value === 'function' && /^Http/.test(value.name) && typeof value.prototype === 'object',
    )
    .map((adapter) => ({
      name: adapter.name,
      methods: Object.getOwnPropertyNames(adapter.prototype).filter((m) => m !== 'constructor' && !hidden.has(m)),
    }));
}

const modules = adapterModules();
const listed = new Set(allCalls.map((call) => call.name.replace(/\(.*\)$/, '')));

describe("the fault suites' call table", () => {
  it('finds the adapters on disk (the shared ones and every feature folder’s)', () => {
    const names = modules.flatMap(({ file }) => adapterClasses(file).map((c) => c.name));
    expect(names).toEqual(
      expect.arrayContaining(['HttpAuthApi', 'HttpPodRecordApi', 'HttpVerificationApi', 'HttpSmsApi']),
    );
  });

  it.each(modules.map(({ file, table }) => [file, table] as const))('lists every method of %s', (file, table) => {
    const missing = adapterClasses(file).flatMap(({ name, methods }) =>
      methods
        .filter((method) => !listed.has(`${name}.${method}`))
        .map((method) => `${file}: ${name}.${method} has no call: add its row to ${table}.`),
    );
    expect(missing).toEqual([]);
  });
});
