// Three projects: `unit` twice (Node for what touches no DOM, jsdom with MSW in front of the sandbox for the
// rest) and `e2e` (Node, real Chromium). Both cores work: jest starts one worker per core; each browser worker
// holds one server and one Chromium for all its files (tests/setup/browserBroker.ts).
import { readFileSync } from 'node:fs';

// The path aliases (@core/…, @ui/…) as tsconfig.json sets them once: `@core/*` -> `<rootDir>/core/$1`.
const { paths } = JSON.parse(
  readFileSync(new globalThis.URL('./tsconfig.json', import.meta.url), 'utf8'),
).compilerOptions;
const aliases = Object.fromEntries(
  Object.entries(paths).map(([alias, [target]]) => [
    `^${alias.replace('/*', '/(.*)')}$`,
    `<rootDir>/${target.replace(/^\.\//, '').replace('/*', '/$1')}`,
  ]),
);

// ESM-only packages that jest (CommonJS) must transform (inversify 8 and some of msw's dependencies ship only ES modules).
const esmPackages = [
  'inversify',
  '@inversifyjs',
  'rettime',
  '@open-draft',
  'until-async',
  'msw',
  '@mswjs',
  'hono',
  '@hono',
  'mobx-react-form',
  'axios',
  // Storybook's test helpers and portable stories, for the stories played in jsdom (tests/storybook/playStories.tsx).
  'storybook',
  '@storybook',
  'msw-storybook-addon',
].join('|');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: {
    // Blueprint's icon barrels load an icon when it is read, not all of them (tests/setup/lazyIconBarrels.cjs).
    '/node_modules/@blueprintjs/icons/lib/cjs/.+\\.js$': '<rootDir>/tests/setup/lazyIconBarrels.cjs',
    '^.+\\.(t|j|mj)sx?$': swc,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages}|@blueprintjs/icons/lib/cjs)/)`],
  // The browser build takes mobx-react-form's lodash functions from es-toolkit (vite.config.ts): so do the tests.
  moduleNameMapper: {
    '\\.(css|svg|png|woff2?)$': '<rootDir>/tests/setup/fileStub.cjs',
    '^lodash-es$': 'es-toolkit/compat',
    ...aliases,
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Compiles each module once per worker, not once per test file (tests/setup/scriptCompilingRuntime.cjs).
  runtime: '<rootDir>/tests/setup/scriptCompilingRuntime.cjs',
};

/**
 * Where the tests touch no DOM: core rules (framework-free by the dependency rules), the sandbox (web-standard
 * Request/Response), and the suites over the registries, the docs and the scripts. They run in Node: no jsdom
 * window to build per file, no testing-library to load. A file elsewhere asks for Node with a
 * `@jest-environment node` docblock.
 */
const nodeFolders = [
  'core',
  'features/*/core',
  'sandbox',
  'features/*/sandbox',
  'tests/architecture',
  'tests/docs',
  'tests/psaRules',
  'tests/scripts',
];
const asGlob = (folder) => `<rootDir>/${folder}/**/*.test.{ts,tsx}`;
const asPattern = (folder) => `<rootDir>/${folder.replace('*', '[^/]+')}/`;

export default {
  // One worker per core (jest's default leaves one core idle for itself).
  maxWorkers: '100%',
  // Repeats each fault suite's `suite <name>: N cases, F failed` line at the end of the run.
  reporters: ['default', '<rootDir>/tests/fault/support/caseCountReporter.mjs'],
  projects: [
    {
      ...shared,
      displayName: { name: 'unit', color: 'blue' },
      testEnvironment: 'node',
      testMatch: nodeFolders.map(asGlob),
      setupFilesAfterEnv: ['<rootDir>/tests/setup/node.setup.ts'],
    },
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      testMatch: ['<rootDir>/{core,adapters,ui,features,app,sandbox,tests}/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', ...nodeFolders.map(asPattern)],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.e2e.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/e2e.setup.ts'],
      // One server and one Chromium per worker, owned by the jest process (tests/setup/browserBroker.ts).
      globalSetup: '<rootDir>/tests/setup/browserBroker.globalSetup.ts',
      globalTeardown: '<rootDir>/tests/setup/browserBroker.globalTeardown.ts',
    },
  ],
};
