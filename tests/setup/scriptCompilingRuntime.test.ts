/**
 * @jest-environment node
 */
// The runtime compiles each module as a vm.Script wrapped in a function (tests/setup/scriptCompilingRuntime.cjs).
// What must not change with it: a module's state is its registry's own, and stack traces name the lines of the source.

import type * as LoadCounter from './fixtures/loadCounter';

type Counter = typeof LoadCounter;

function loadInFreshRegistry(): Counter {
  let counter: Counter | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh registry is only reachable through require
    counter = require('./fixtures/loadCounter') as Counter;
  });
  if (!counter) throw new Error('the fixture did not load');
  return counter;
}

it('runs a module anew in each registry: compiled code is shared, state is not', () => {
  const first = loadInFreshRegistry();
  const second = loadInFreshRegistry();

  expect(first.loadsInThisRegistry).toBe(1);
  expect(second.loadsInThisRegistry).toBe(1);
  expect(second).not.toBe(first);
  expect(second.errorFromLineEight).not.toBe(first.errorFromLineEight);
});

it('keeps the source lines in stack traces (the wrapper adds no line)', () => {
  const { stack } = loadInFreshRegistry().errorFromLineEight();

  expect(stack).toMatch(/fixtures\/loadCounter\.ts:8:\d+/);
});
