import type { Plugin } from 'vite';

/**
 * Writes dist/.vite/chunk-modules.json (chunk file -> the packages and files inside it), so the
 * bundle check can prove that MSAL, Pusher and SignalR stay out of the sign-in route.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'chunk-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') report[output.fileName] = Object.keys(output.modules).map((id) => id.replace(process.cwd(), ''));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report, null, 1) });
    },
  };
}
