import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from './scripts/vite/chunkModulesPlugin';
import { sandboxVitePlugin } from './sandbox/host/sandboxVitePlugin';

const port = Number(process.env.PORT) || 5173;

export default defineConfig({
  plugins: [react(), sandboxVitePlugin(), chunkModulesPlugin()],
  server: { port, host: 'localhost' },
  preview: { port, host: 'localhost' },
  // The sign-in route's weight is guarded by `npm run size` (gzip budget, .size-limit.cjs); Vite's generic
  // 500 kB (minified) notice would only repeat it less precisely on every build.
  build: { manifest: true, sourcemap: true, target: 'es2022', chunkSizeWarningLimit: 800 },
});
