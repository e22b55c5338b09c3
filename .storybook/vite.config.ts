import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Storybook's own Vite config. The app's vite.config.ts mounts the Node sandbox (a large graph of
 * extensionless TypeScript imports that Vite's config loader lists one warning line each); stories
 * reach the sandbox through MSW in the browser and need only React.
 */
export default defineConfig({
  plugins: [react()],
  // The path aliases (@core/…, @ui/…) as tsconfig.json sets them once.
  resolve: { tsconfigPaths: true },
  build: { target: 'es2022' },
});
