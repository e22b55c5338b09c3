/**
 * The hexagon's import rules (docs/architecture.md, "Dependency rules"). `npm run deps` fails on any of them; `npm test`
 * runs it. Test files, story support (.storybook/), the features' test kits (features/testKitRegistry.ts) and
 * their entry to the app (features/api/testing.ts) may reach test support across layers; production code may not,
 * nor import test code. The rules that name no exception for tests hold for tests and stories too.
 */
const test =
  '\\.(test|spec|stories)\\.tsx?$|^tests/|/testing/|^\\.storybook/|^features/testKitRegistry\\.ts$|^features/api/testing\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core',
      comment: 'core/ is framework-free TypeScript: no packages, no other layer.',
      severity: 'error',
      from: { path: '^core/', pathNot: test },
      to: { pathNot: '^core/' },
    },
    {
      name: 'core-tests-import-nothing-outward',
      comment: "core/'s tests and test doubles import core and test packages (fast-check) only, no other layer.",
      severity: 'error',
      from: { path: '^core/' },
      to: { pathNot: '^(core/|node_modules/)' },
    },
    {
      name: 'ui-not-to-adapters-app-or-sandbox',
      comment: 'ui/ reaches adapters only through the container (useService(TOKEN)).',
      severity: 'error',
      from: { path: '^ui/', pathNot: test },
      to: { path: '^(adapters|app|sandbox)/' },
    },
    {
      name: 'adapters-not-to-ui-app-or-sandbox',
      severity: 'error',
      from: { path: '^adapters/', pathNot: test },
      to: { path: '^(ui|app|sandbox)/' },
    },
    {
      name: 'one-psa-per-folder',
      comment: 'A PSA adapter never reaches into another PSA folder.',
      severity: 'error',
      from: { path: '^adapters/psa/([^/]+)/' },
      to: { path: '^adapters/psa/([^/]+)/', pathNot: '^adapters/psa/$1/' },
    },
    {
      name: 'one-feature-per-folder',
      comment:
        'A feature never reaches into another feature folder, nor a registry that lists them all (features are ' +
        'plug-ins: docs/architecture.md); its tests and stories neither: what they share is in features/api/.',
      severity: 'error',
      from: { path: '^features/(?!api/)([^/]+)/' },
      to: { path: '^features/', pathNot: '^features/($1|api)/' },
    },
    {
      name: 'features-not-to-app',
      comment:
        'No file under features/ imports app/, tests and stories included: what they take of the app (binding a ' +
        "feature on a test's container) is re-exported once by features/api/testing.ts.",
      severity: 'error',
      from: { path: '^features/', pathNot: '^features/api/testing\\.ts$' },
      to: { path: '^app/' },
    },
    {
      name: 'feature-imports-only-its-folder-and-the-api',
      comment:
        'Feature code imports its own folder, the one shared surface features/api/ and npm packages, nothing else ' +
        '(like a Backstage plugin on core-plugin-api): what a feature needs of the app is exported there.',
      severity: 'error',
      from: { path: '^features/(?!api/)([^/]+)/', pathNot: test },
      to: { pathNot: '^(features/$1/|features/api/|node_modules/)' },
    },
    {
      name: 'layers-not-to-features',
      comment: 'Only the composition root (app/) knows the feature registry; shared layers never import a feature.',
      severity: 'error',
      from: { path: '^(core|adapters|ui)/', pathNot: test },
      to: { path: '^features/' },
    },
    {
      name: 'layers-tests-reach-features-through-the-api',
      comment:
        "The shared layers' tests and stories reach features only through the features' API (features/api/, its " +
        "testing barrel included), never a feature's folder nor the registry itself.",
      severity: 'error',
      from: { path: '^(core|adapters|ui)/' },
      to: { path: '^features/', pathNot: '^features/api/(core|ui|adapters|testing)\\.ts$' },
    },
    {
      name: 'feature-core-imports-only-core',
      comment: "A feature's core/ folder is framework-free like core/: its own core and the API's core layer only.",
      severity: 'error',
      from: { path: '^features/([^/]+)/core/', pathNot: test },
      to: { pathNot: '^(features/$1/core/|features/api/core\\.ts$)' },
    },
    {
      name: 'feature-ui-not-to-adapters-app-or-sandbox',
      severity: 'error',
      from: { path: '^features/([^/]+)/ui/', pathNot: test },
      to: {
        path: '^(adapters|app|sandbox)/|^features/[^/]+/(adapters|sandbox)/|^features/api/(adapters|sandbox)\\.ts$',
      },
    },
    {
      name: 'feature-adapters-not-to-ui-or-sandbox',
      severity: 'error',
      from: { path: '^features/([^/]+)/adapters/', pathNot: test },
      to: { path: '^features/[^/]+/(ui|sandbox)/|^features/api/(ui|sandbox)\\.ts$' },
    },
    {
      name: 'feature-sandbox-only-wire-types',
      comment:
        "A feature's sandbox part is sandbox code: it implements the wire contract, and of the product it imports only " +
        "its own feature's pure core rules (one rule, one place: the reference backend applies the rule the pod shows).",
      severity: 'error',
      from: { path: '^features/([^/]+)/sandbox/', pathNot: test },
      to: {
        path: '^(core|ui|app)/|^adapters/(?!http/wire/)|^features/[^/]+/(core|ui|adapters/(?!wire/))|^features/api/(core|ui|adapters)\\.ts$',
        pathNot: '^features/$1/core/(?!.*(testing|Api|Service)\\b)',
      },
    },
    {
      name: 'api-sandbox-only-for-feature-sandboxes',
      comment:
        "The sandbox's surface in the API is for features' sandbox parts: product code never reaches the sandbox.",
      severity: 'error',
      from: { pathNot: `^features/[^/]+/sandbox/|^features/sandboxRegistry\\.ts$|${test}` },
      to: { path: '^features/api/sandbox\\.ts$' },
    },
    {
      name: 'api-layers-keep-the-hexagon',
      comment:
        'Each file of features/api/ re-exports one layer only: core.ts core, ui.ts ui (and core), adapters.ts adapters (and core).',
      severity: 'error',
      from: { path: '^features/api/(core|ui|adapters)\\.ts$' },
      to: { path: '^(app|sandbox|features)/' },
    },
    {
      name: 'api-core-is-framework-free',
      severity: 'error',
      from: { path: '^features/api/core\\.ts$' },
      to: { pathNot: '^core/' },
    },
    {
      name: 'api-ui-not-to-adapters',
      severity: 'error',
      from: { path: '^features/api/ui\\.ts$' },
      to: { path: '^adapters/' },
    },
    {
      name: 'api-adapters-not-to-ui',
      severity: 'error',
      from: { path: '^features/api/adapters\\.ts$' },
      to: { path: '^ui/' },
    },
    {
      name: 'product-not-to-test-code',
      comment:
        "Test code (tests/, testing/ folders, the features' test kits in features/testKitRegistry.ts) is for tests and " +
        'stories: product and sandbox code never import it, so neither the bundle nor the sandbox hosts load it.',
      severity: 'error',
      from: { pathNot: test },
      to: { path: test },
    },
    {
      name: 'app-not-to-sandbox',
      comment: 'The product never ships the sandbox; only the dev/demo host (vite config) mounts it.',
      severity: 'error',
      from: { path: '^app/', pathNot: test },
      to: { path: '^sandbox/' },
    },
    {
      name: 'bundle-not-to-the-build',
      comment:
        "The app's code (what the bundle holds) never imports the build's tooling: the header policy and the static " +
        "hosts' files (scripts/deploy/), the Vite plugins (scripts/vite/) or any other script. They run in Node at " +
        'build time; in the bundle they would be dead weight, and the policy would be readable by any page.',
      severity: 'error',
      from: { path: '^(core|adapters|ui|features|app)/', pathNot: test },
      to: { path: '^(scripts/|vite\\.config\\.ts$)' },
    },
    {
      name: 'build-policy-reads-only-the-psa-registry',
      comment:
        "The header policy (scripts/deploy/) is built from the PSA registry's data (each descriptor's frame hosts) and " +
        'nothing else of the product, so the build loads no app code into its config.',
      severity: 'error',
      from: { path: '^scripts/deploy/' },
      to: {
        path: '^(core|ui|app|features|sandbox|tests)/|^adapters/(?!psa/)',
        pathNot: '^core/psa/(PsaDescriptor|PsaType)\\.ts$',
      },
    },
    {
      name: 'sandbox-only-wire-types',
      comment:
        "The sandbox implements the wire contract; it imports nothing else of the product but the PSA descriptors' data " +
        '(adapters/psa/ and the descriptor types), from which it derives its per-PSA routes and seed.',
      severity: 'error',
      from: { path: '^sandbox/', pathNot: test },
      to: { path: '^(core|ui|app)/|^adapters/(?!http/wire/|psa/)', pathNot: '^core/psa/(PsaDescriptor|PsaType)\\.ts$' },
    },
    {
      name: 'sandbox-reaches-features-through-its-registry',
      comment:
        'The sandbox, its tests included, reaches features only through features/sandboxRegistry.ts (as the app ' +
        "through features/registry.ts): what it needs of a feature is a FeatureSandbox's part, never the feature's files.",
      severity: 'error',
      from: { path: '^sandbox/' },
      to: { path: '^features/', pathNot: '^features/sandboxRegistry\\.ts$' },
    },
    {
      name: 'contract-tools-only-contract',
      comment:
        'The contract checks (contract/tools/) read the documents only: no product or sandbox code, so a backend team can run them alone.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(core|adapters|ui|features|app|sandbox|tests|scripts)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // A copy of the tree with node_modules linked in (tests/scripts/scaffoldsOnACopy.test.ts) still sees its
    // packages as node_modules/…, not as the link's target; a tree with node_modules of its own is unchanged.
    preserveSymlinks: true,
    // Never exclude node_modules here: that silently drops every npm import from the rules.
    exclude: { path: '^(dist|storybook-static)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
