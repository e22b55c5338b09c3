/**
 * Folder-level cycles in the product's layers (`npm run deps` runs this after .dependency-cruiser.cjs).
 * Kept apart because folder dependencies are summed over every module cruised: tests, stories and
 * test support legitimately reach across layers (a ui test renders the app), so they are left out;
 * so are the composition roots (app/, features/registry.ts and each feature's bindings/entry/module,
 * which wire plug-ins to the host and back) and the sandbox (a plug-in host too).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser loads its configs as CommonJS
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment:
        'Folders form layers, not knots: no folder reaches back to one that reaches it (e.g. ui/pod <-> ui/contact).',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: '^(core|adapters|ui|features/[^/]+/(core|ui|adapters))/',
    exclude: {
      path: ['^(dist|storybook-static)/', '\\.(test|spec|stories)\\.tsx?$', '^tests/', '/testing/', '^\\.storybook/'],
    },
  },
};
