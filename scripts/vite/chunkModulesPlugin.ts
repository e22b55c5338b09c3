import type { Plugin } from 'vite';

/**
 * Writes dist/.vite/chunk-modules.json (chunk file -> the packages and files inside it), so the
 * bundle check can prove that MSAL, Pusher and SignalR stay out of the sign-in route; and
 * dist/.vite/chunk-module-sizes.json (each module's minified bytes) to see where a chunk's weight is.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'chunk-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      // The same with each module's minified size in bytes (before gzip): where a chunk's weight comes from.
      const sizes: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const entries = Object.entries(output.modules).map(
          ([id, module]) => [id.replace(process.cwd(), ''), module.renderedLength] as const,
        );
        report[output.fileName] = entries.map(([id]) => id);
        sizes[output.fileName] = Object.fromEntries([...entries].sort((a, b) => b[1] - a[1]));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report, null, 1) });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-module-sizes.json',
        source: JSON.stringify(sizes, null, 1),
      });
    },
  };
}
