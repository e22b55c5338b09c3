import type { Plugin } from 'vite';
import { publicPageHeaders, securityHeaders, securitySettingsFrom, type SecurityEnv } from '../deploy/securityHeaders';
import { AZURE_CONFIG_FILE, azureStaticWebAppsConfig, cloudFrontPolicies } from '../deploy/staticHostConfigs';

/**
 * Writes the static hosts' configuration into a build (scripts/deploy/staticHostConfigs.ts): Azure Static Web
 * Apps' staticwebapp.config.json and the two CloudFront response headers policies, from the same
 * settings as dist/_headers.
 */
export function staticHostFilesPlugin({ env = process.env }: { env?: SecurityEnv } = {}): Plugin {
  return {
    name: 'static-host-files',
    apply: 'build',
    generateBundle() {
      const settings = securitySettingsFrom(env, false);
      const headers = securityHeaders(settings);
      const publicPages = publicPageHeaders(settings);
      const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
      this.emitFile({
        type: 'asset',
        fileName: AZURE_CONFIG_FILE,
        source: json(azureStaticWebAppsConfig(headers, publicPages)),
      });
      for (const [fileName, policy] of Object.entries(cloudFrontPolicies(headers, publicPages)))
        this.emitFile({ type: 'asset', fileName, source: json(policy) });
    },
  };
}
