import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from './scripts/vite/chunkModulesPlugin';
import { sandboxVitePlugin } from './sandbox/host/sandboxVitePlugin';

const port = Number(process.env.PORT) || 5173;

export default defineConfig({
  plugins: [react(), sandboxVitePlugin(), chunkModulesPlugin()],
  server: { port, host: 'localhost' },
  preview: { port, host: 'localhost' },
  build: { manifest: true, sourcemap: true, target: 'es2022' },
});
