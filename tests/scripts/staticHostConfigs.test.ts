import { HASHED_ASSET_CACHE_CONTROL } from '@scripts/deploy/cacheHeaders';
import {
  contentSecurityPolicy,
  metaContentSecurityPolicy,
  publicPageHeaders,
  securityHeaders,
  securitySettingsFrom,
} from '@scripts/deploy/securityHeaders';
import {
  azureStaticWebAppsConfig,
  CLOUDFRONT_CSP_LIMIT,
  cloudFrontPolicies,
  cloudFrontResponseHeadersPolicy,
} from '@scripts/deploy/staticHostConfigs';

/** The policy's directives as a map, to compare policies directive by directive. */
const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)] as const));

describe('one policy for every host', () => {
  const settings = securitySettingsFrom(
    { VITE_API_URL: 'https://api.example.com', APP_FRAME_ANCESTORS: 'https://psa.msp.example' },
    false,
  );
  const headers = securityHeaders(settings);
  const publicPage = publicPageHeaders(settings);

  it('the <meta> fallback is the header policy without frame-ancestors, which a <meta> cannot carry', () => {
    const header = directives(contentSecurityPolicy(settings));
    const meta = directives(metaContentSecurityPolicy(settings));
    expect(header.get('frame-ancestors')).toMatch(/^'self' https:\/\/psa\.msp\.example https:\/\//);
    header.delete('frame-ancestors');
    expect(meta).toEqual(header);
  });

  it('Azure Static Web Apps gets every header on every response, assets cached for a year, /verify never framed, the app for any other path', () => {
    const config = azureStaticWebAppsConfig(headers, publicPage) as {
      globalHeaders: Record<string, string>;
      routes: Array<{ route: string; headers: Record<string, string> }>;
      navigationFallback: { rewrite: string };
    };
    expect(config.globalHeaders).toEqual({ ...headers, 'Cache-Control': 'no-cache' });
    const never = {
      'Content-Security-Policy': expect.stringMatching(/frame-ancestors 'none'$/),
      'X-Frame-Options': 'DENY',
    };
    expect(config.routes).toEqual([
      { route: '/assets/*', headers: { 'Cache-Control': HASHED_ASSET_CACHE_CONTROL } },
      { route: '/verify', rewrite: '/verify.html', headers: never },
      { route: '/verify.html', headers: never },
    ]);
    expect(config.navigationFallback.rewrite).toBe('/index.html');
  });

  it('CloudFront gets the same values: the policy, nosniff, no-referrer, and the rest as custom headers', () => {
    const policies = cloudFrontPolicies({ ...headers, 'X-Frame-Options': 'SAMEORIGIN' }, publicPage) as Record<
      string,
      {
        SecurityHeadersConfig: Record<string, Record<string, unknown>>;
        CustomHeadersConfig: { Quantity: number; Items: Array<{ Header: string; Value: string }> };
      }
    >;
    const [documents, assets, publicPages] = Object.values(policies);
    expect(documents!.SecurityHeadersConfig.ContentSecurityPolicy!.ContentSecurityPolicy).toBe(
      headers['Content-Security-Policy'],
    );
    expect(documents!.SecurityHeadersConfig.ReferrerPolicy!.ReferrerPolicy).toBe('no-referrer');
    expect(documents!.SecurityHeadersConfig.FrameOptions!.FrameOption).toBe('SAMEORIGIN');
    expect(documents!.CustomHeadersConfig.Items).toEqual([
      { Header: 'Cross-Origin-Resource-Policy', Value: 'same-origin', Override: true },
      { Header: 'Cache-Control', Value: 'no-cache', Override: true },
    ]);
    expect(documents!.CustomHeadersConfig.Quantity).toBe(2);
    expect(assets!.CustomHeadersConfig.Items.at(-1)).toEqual({
      Header: 'Cache-Control',
      Value: HASHED_ASSET_CACHE_CONTROL,
      Override: true,
    });
    expect(publicPages!.SecurityHeadersConfig.ContentSecurityPolicy!.ContentSecurityPolicy).toMatch(
      /frame-ancestors 'none'$/,
    );
    expect(publicPages!.SecurityHeadersConfig.FrameOptions!.FrameOption).toBe('DENY');
  });

  it('refuses a policy CloudFront would refuse, saying what to shorten', () => {
    const long = securityHeaders(
      securitySettingsFrom(
        { APP_FRAME_ANCESTORS: Array.from({ length: 80 }, (_, i) => `https://psa${i}.example.com`).join(' ') },
        false,
      ),
    );
    expect(long['Content-Security-Policy']!.length).toBeGreaterThan(CLOUDFRONT_CSP_LIMIT);
    expect(() => cloudFrontResponseHeadersPolicy('p', 'c', long, 'no-cache')).toThrow(
      /at most 1783 \(shorten APP_FRAME_ANCESTORS or APP_CONNECT_SRC\)/,
    );
  });
});
