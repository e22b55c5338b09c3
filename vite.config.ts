import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cacheHeadersPlugin } from './scripts/vite/cacheHeadersPlugin';
import { chunkModulesPlugin } from './scripts/vite/chunkModulesPlugin';
import { fontPreloadPlugin } from './scripts/vite/fontPreloadPlugin';
import { securityHeadersPlugin } from './scripts/vite/securityHeadersPlugin';
import { sandboxVitePlugin } from './sandbox/host/sandboxVitePlugin';

const port = Number(process.env.PORT) || 5173;

export default defineConfig({
  // The security headers first: their middleware must run before the sandbox's. The sandbox's OpenID
  // provider (Microsoft sign-in) listens on https://localhost with a random port.
  plugins: [securityHeadersPlugin({ serverConnectSources: ['https://localhost:*'] }), react(), sandboxVitePlugin({ corsOrigins: (process.env.SANDBOX_CORS_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean) }), chunkModulesPlugin(), cacheHeadersPlugin(), fontPreloadPlugin()],
  server: { port, host: 'localhost' },
  preview: { port, host: 'localhost' },
  // Hidden maps (no sourceMappingURL); the security plugin moves them to dist-sourcemaps/ for error tracking.
  // The sign-in route's weight is guarded by `npm run size` (gzip budget, .size-limit.cjs); Vite's generic
  // 500 kB (minified) notice would only repeat it less precisely on every build.
  build: { manifest: true, sourcemap: 'hidden', target: 'es2022', chunkSizeWarningLimit: 800 },
});
