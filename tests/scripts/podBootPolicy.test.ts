import { podEarlyCalls, podEarlyCallsJson, routePattern } from '@adapters/http/podEarlyCalls';
import { POD_BOOT_SCRIPT, podBootScriptSource } from '@scripts/deploy/podBootScript';
import {
  contentSecurityPolicy,
  metaContentSecurityPolicy,
  netlifyHeadersFile,
  publicPageHeaders,
  securityHeaders,
  securitySettingsFrom,
} from '@scripts/deploy/securityHeaders';
import { signInBootScriptSource } from '@scripts/deploy/signInBootScript';
import { azureStaticWebAppsConfig, cloudFrontPolicies } from '@scripts/deploy/staticHostConfigs';
import { withPodBoot } from '@scripts/vite/podBootPlugin';

const BOTH = `script-src 'self' ${signInBootScriptSource()} ${podBootScriptSource()};`;

describe("the pod's boot script in the build's policy and document", () => {
  const settings = securitySettingsFrom({ VITE_API_URL: 'https://api.example.com' }, false);
  const headers = securityHeaders(settings);
  const publicPage = publicPageHeaders(settings);

  it('is allowed by its hash beside the sign-in boot script, in the header, the <meta> policy and every host file', () => {
    expect(contentSecurityPolicy(settings)).toContain(BOTH);
    expect(metaContentSecurityPolicy(settings)).toContain(BOTH);
    expect(netlifyHeadersFile(headers, publicPage)).toContain(BOTH);
    expect(JSON.stringify(azureStaticWebAppsConfig(headers, publicPage))).toContain(BOTH);
    for (const policy of Object.values(cloudFrontPolicies(headers, publicPage)))
      expect(JSON.stringify(policy)).toContain(BOTH);
  });

  it("is not in the dev server's policy, whose 'unsafe-inline' a hash would cancel", () => {
    const dev = contentSecurityPolicy(securitySettingsFrom({}, true));
    expect(dev).not.toContain(podBootScriptSource());
    expect(dev).toContain("'unsafe-inline'");
  });

  it('goes after the <meta> policy (or the charset) and before every stylesheet and script of the head', () => {
    const table = podEarlyCallsJson(podEarlyCalls('/api'));
    const page = [
      '<head>',
      '<meta charset="UTF-8" />',
      `<meta http-equiv="Content-Security-Policy" content="script-src 'self'" />`,
      '<title>T</title>',
      '<link rel="stylesheet" href="/assets/main.css">',
      '</head>',
    ].join('\n');
    const built = withPodBoot(page, table);
    const at = (text: string) => built.indexOf(text);
    expect(at('http-equiv')).toBeLessThan(at('id="pod-early-calls"'));
    expect(at('id="pod-early-calls"')).toBeLessThan(at(POD_BOOT_SCRIPT));
    expect(at(POD_BOOT_SCRIPT)).toBeLessThan(at('<link rel="stylesheet"'));
    const noPolicy = withPodBoot('<head><meta charset="UTF-8"><title>T</title></head>', table);
    expect(noPolicy.indexOf('<meta charset')).toBeLessThan(noPolicy.indexOf('id="pod-early-calls"'));
    expect(noPolicy.indexOf(POD_BOOT_SCRIPT)).toBeLessThan(noPolicy.indexOf('<title>'));
    expect(() => withPodBoot('<head></head>', table)).toThrow(/no <meta charset>/);
  });

  it('carries its table as data that cannot close the element, and reads routes as react-router matches them', () => {
    const table = podEarlyCalls('https://api.example.com/');
    expect(table.api).toBe('https://api.example.com');
    expect(podEarlyCallsJson({ ...podEarlyCalls('/api'), plan: '</script><script>alert(1)' })).not.toContain('</');
    const pattern = new RegExp(routePattern('pod/connectwise/:psaId'), 'i');
    expect(pattern.exec('/pod/connectwise/acme-cw')?.[1]).toBe('acme-cw');
    expect(pattern.exec('/POD/ConnectWise/acme-cw/')?.[1]).toBe('acme-cw');
    expect(pattern.exec('/pod/connectwise/acme-cw/fullSize')).toBeNull();
    expect(pattern.exec('/xpod/connectwise/acme-cw')).toBeNull();
  });
});
