import type { StorybookConfig } from '@storybook/react-vite';

/** Every screen and state, rendered with the real app container against the sandbox (via MSW). */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../ui/**/*.stories.tsx', '../features/**/*.stories.tsx'],
  addons: ['msw-storybook-addon'],
  staticDirs: ['./public'],
  // react-docgen (Babel) rejects legacy decorators and we document props in TSDoc (conventions.md, pitfall 9).
  typescript: { reactDocgen: false },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The sandbox answers through the service worker here; its Node middleware and the bundle report are not needed,
    // nor the app's security headers (Storybook's own pages use inline scripts).
    const drop = new Set(['sandbox-backend', 'chunk-modules-report', 'security-headers']);
    viteConfig.plugins = (viteConfig.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && drop.has(p.name)));
    return viteConfig;
  },
};

export default config;
