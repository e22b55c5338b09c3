// Two projects: `unit` (jsdom, MSW in front of the sandbox) and `e2e` (Node, real Chromium).
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
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  // The browser build takes mobx-react-form's lodash functions from es-toolkit (vite.config.ts): so do the tests.
  moduleNameMapper: {
    '\\.(css|svg|png|woff2?)$': '<rootDir>/tests/setup/fileStub.cjs',
    '^lodash-es$': 'es-toolkit/compat',
    ...aliases,
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

export default {
  // Repeats each fault suite's `suite <name>: N cases, F failed` line at the end of the run.
  reporters: ['default', '<rootDir>/tests/fault/support/caseCountReporter.mjs'],
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      testMatch: ['<rootDir>/{core,adapters,ui,features,app,sandbox,tests}/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.e2e.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/e2e.setup.ts'],
    },
  ],
};
