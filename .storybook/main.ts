import type { StorybookConfig } from '@storybook/react-vite';
import { pathAliases } from '../scripts/vite/pathAliases';

/** Every screen and state, rendered with the real app container against the sandbox (via MSW). */
const config: StorybookConfig = {
  // Every story under a root <StrictMode>, as app/main.tsx renders the app: in `npm run storybook`
  // (development React) each component mounts, unmounts and mounts again, as under `npm start`.
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  // One pattern: a folder with no stories yet (features/ before the first feature) is then no warning.
  stories: ['../{ui,features}/**/*.stories.tsx'],
  addons: ['msw-storybook-addon'],
  staticDirs: ['./public'],
  // react-docgen (Babel) rejects legacy decorators and we document props in TSDoc (TypeScript's own docgen needs the JS API, which the native compiler lacks).
  typescript: { reactDocgen: false },
  core: {
    disableTelemetry: true,
    // Not the app's vite.config.ts: see .storybook/vite.config.ts (the sandbox's Node middleware and the
    // bundle report are not needed here, and loading them printed a warning per import).
    builder: { name: '@storybook/builder-vite', options: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  async viteFinal(viteConfig) {
    // The path aliases (@core/…, @ui/…) as tsconfig.json sets them once.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [...pathAliases(process.cwd()), ...asArray(viteConfig.resolve?.alias)],
    };
    // The static Storybook is a test and review artefact, never shipped: its chunk sizes are no budget
    // (the app's are, see `npm run size`), so Vite's 500 kB notice would be a line to skip every build.
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 4000 };
    // Warnings only: the list of every emitted file (about 300 lines in `npm test`) is nothing to read.
    viteConfig.logLevel = 'warn';
    // Rolldown's plugin-timing advice is a warning a busy machine triggers (see vite.config.ts).
    viteConfig.build.rolldownOptions = {
      ...viteConfig.build.rolldownOptions,
      checks: { ...viteConfig.build.rolldownOptions?.checks, bundlerTimings: false },
    };
    return viteConfig;
  },
};

/** Vite's aliases as an array (they may be given as an object). */
function asArray(alias: unknown): Array<{ find: string | RegExp; replacement: string }> {
  if (!alias) return [];
  if (Array.isArray(alias)) return alias;
  return Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({ find, replacement }));
}

export default config;
