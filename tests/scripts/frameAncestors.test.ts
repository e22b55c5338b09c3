import { psaDescriptors } from '@adapters/psa/registry';
import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import { contentSecurityPolicy, securityHeaders, securitySettingsFrom } from '@scripts/deploy/securityHeaders';

/*
 * Who may frame the app (Content-Security-Policy frame-ancestors) comes from the PSA registry: every
 * descriptor's cloud hosts, plus the deployment's own hosts (APP_FRAME_ANCESTORS: a PSA a tenant runs on its own
 * server). A PSA added to the registry is allowed with no other change.
 */
const frameAncestorsOf = (policy: string) => /(?:^|; )frame-ancestors ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

/** A PSA as the scaffold adds it: a descriptor of its own with its cloud host. */
const probeDesk = {
  ...psaDescriptors[0]!,
  type: 'ProbeDesk',
  title: 'Probe Desk',
  slug: 'probedesk',
  frameHosts: { cloud: ['https://*.probedesk.example'], onPremise: false },
} as PsaDescriptor;

describe('frame-ancestors from the PSA registry', () => {
  it("allows every registered PSA's cloud hosts, each once, after the app itself", () => {
    const ancestors = frameAncestorsOf(contentSecurityPolicy(securitySettingsFrom({}, false)));
    const cloud = psaDescriptors.flatMap((d) => d.frameHosts.cloud);
    expect(cloud.length).toBeGreaterThanOrEqual(psaDescriptors.filter((d) => !d.frameHosts.onPremise).length);
    expect(ancestors).toEqual(["'self'", ...new Set(cloud)]);
  });

  it('allows a PSA added to the registry, with nothing else changed', () => {
    const withProbe = securitySettingsFrom({}, false, [...psaDescriptors, probeDesk]);
    expect(frameAncestorsOf(contentSecurityPolicy(withProbe))).toContain('https://*.probedesk.example');
    expect(frameAncestorsOf(contentSecurityPolicy(securitySettingsFrom({}, false)))).not.toContain(
      'https://*.probedesk.example',
    );
  });

  it("adds the deployment's own hosts (APP_FRAME_ANCESTORS, a PSA on a tenant's server) to the registry's", () => {
    const settings = securitySettingsFrom(
      { APP_FRAME_ANCESTORS: 'https://psa.msp.example https://cw.msp.example:8443' },
      false,
    );
    const ancestors = frameAncestorsOf(contentSecurityPolicy(settings));
    expect(ancestors.slice(0, 3)).toEqual(["'self'", 'https://psa.msp.example', 'https://cw.msp.example:8443']);
    for (const host of psaDescriptors.flatMap((d) => d.frameHosts.cloud)) expect(ancestors).toContain(host);
    // X-Frame-Options cannot name other origins: left out rather than contradict frame-ancestors.
    expect(securityHeaders(settings)['X-Frame-Options']).toBeUndefined();
  });

  it("'none' in APP_FRAME_ANCESTORS forbids every frame, the registry's hosts included", () => {
    const settings = securitySettingsFrom({ APP_FRAME_ANCESTORS: "'none'" }, false);
    expect(frameAncestorsOf(contentSecurityPolicy(settings))).toEqual(["'none'"]);
    expect(securityHeaders(settings)['X-Frame-Options']).toBe('DENY');
  });
});
