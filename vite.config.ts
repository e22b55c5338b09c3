import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { axiosXhrOnlyPlugin } from './scripts/vite/axiosXhrOnlyPlugin';
import { blueprintIconNamesPlugin } from './scripts/vite/blueprintIconNamesPlugin';
import { cacheHeadersPlugin } from './scripts/vite/cacheHeadersPlugin';
import { chunkModulesPlugin } from './scripts/vite/chunkModulesPlugin';
import { fontPreloadPlugin } from './scripts/vite/fontPreloadPlugin';
import { podBootPlugin } from './scripts/vite/podBootPlugin';
import { securityHeadersPlugin } from './scripts/vite/securityHeadersPlugin';
import { signInPaintPlugin } from './scripts/vite/signInPaintPlugin';
import { staticHostFilesPlugin } from './scripts/vite/staticHostFilesPlugin';
import { publicPagesPlugin } from './scripts/vite/publicPagesPlugin';
import { vendorChunkGroups } from './scripts/vite/vendorChunks';
import { sandboxVitePlugin } from './sandbox/host/sandboxVitePlugin';

const port = Number(process.env.PORT) || 5173;

export default defineConfig({
  // The security headers first: their middleware must run before the sandbox's. The sandbox's OpenID
  // provider (Microsoft sign-in) listens on https://localhost with a random port.
  plugins: [
    axiosXhrOnlyPlugin(),
    blueprintIconNamesPlugin(),
    securityHeadersPlugin({ serverConnectSources: ['https://localhost:*'] }),
    publicPagesPlugin(),
    react(),
    sandboxVitePlugin({ corsOrigins: (process.env.SANDBOX_CORS_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean) }),
    chunkModulesPlugin(),
    cacheHeadersPlugin(),
    fontPreloadPlugin(),
    signInPaintPlugin(),
    podBootPlugin(),
    staticHostFilesPlugin(),
  ],
  // The path aliases (@core/…, @ui/…) as tsconfig.json sets them once.
  // mobx-react-form's lodash functions from es-toolkit's lodash-compatible build: the same behaviour
  // (tested against lodash's own suite) in about half the bytes. jest maps the same (jest.config.mjs).
  resolve: { tsconfigPaths: true, alias: [{ find: /^lodash-es$/, replacement: 'es-toolkit/compat' }] },
  server: { port, host: 'localhost' },
  preview: { port, host: 'localhost' },
  // Hidden maps (no sourceMappingURL); the security plugin moves them to dist-sourcemaps/ for error tracking.
  // The sign-in route's weight is guarded by `npm run size` (gzip budget, .size-limit.cjs). The libraries
  // every page runs on get chunks of their own (vendorChunks.ts): the main chunk stays under Vite's default
  // 500 kB notice, and a deploy that changes only the app's code leaves them cached. Every browser the
  // build targets has modulepreload, so its polyfill is left out.
  build: {
    manifest: true,
    sourcemap: 'hidden',
    target: 'es2022',
    modulePreload: { polyfill: false },
    // No "[PLUGIN_TIMINGS] JavaScript callbacks ran for …" advice: Rolldown prints it when a busy machine
    // makes plugins look slow (it appeared in `npm test` at a load of 13); the build's speed is measured
    // by the project's own scripts, not read from a warning.
    // Two pages: the app, and the verification link's public page (its own entry: React and a little code).
    rolldownOptions: {
      input: { main: 'index.html', verify: 'verify.html' },
      checks: { bundlerTimings: false },
      output: { codeSplitting: { groups: vendorChunkGroups } },
    },
  },
});
