import { ASSETS_PATH_PREFIX, DOCUMENT_CACHE_CONTROL, HASHED_ASSET_CACHE_CONTROL } from './cacheHeaders';
import { PUBLIC_PAGE_PATHS } from './securityHeaders';

/*
 * The headers of securityHeaders.ts and cacheHeaders.ts in the forms the static hosts people
 * use read: Azure Static Web Apps' staticwebapp.config.json and CloudFront response headers policies
 * (Netlify and Cloudflare Pages read dist/_headers). The build writes them into dist/
 * (scripts/vite/staticHostFilesPlugin.ts); docs/deployment.md says which host reads which.
 */

/** The file names in dist/. */
export const AZURE_CONFIG_FILE = 'staticwebapp.config.json';
export const CLOUDFRONT_DOCUMENT_POLICY_FILE = 'cloudfront-response-headers-policy.json';
export const CLOUDFRONT_ASSETS_POLICY_FILE = 'cloudfront-assets-response-headers-policy.json';
export const CLOUDFRONT_PUBLIC_PAGE_POLICY_FILE = 'cloudfront-public-page-response-headers-policy.json';

/**
 * Azure Static Web Apps: every response gets the security headers and no-cache; the hashed assets
 * are cached for a year; the public pages (/verify) are their own documents, never framed; any other
 * path that is not a file is the app (index.html).
 */
export function azureStaticWebAppsConfig(
  securityHeaders: Record<string, string>,
  publicPageHeaders: Record<string, string>,
): object {
  const publicPage = {
    'Content-Security-Policy': publicPageHeaders['Content-Security-Policy']!,
    'X-Frame-Options': 'DENY',
  };
  return {
    globalHeaders: { ...securityHeaders, 'Cache-Control': DOCUMENT_CACHE_CONTROL },
    routes: [
      { route: `${ASSETS_PATH_PREFIX}*`, headers: { 'Cache-Control': HASHED_ASSET_CACHE_CONTROL } },
      ...PUBLIC_PAGE_PATHS.map((route) =>
        route.endsWith('.html')
          ? { route, headers: publicPage }
          : { route, rewrite: `${route}.html`, headers: publicPage },
      ),
    ],
    navigationFallback: { rewrite: '/index.html', exclude: [`${ASSETS_PATH_PREFIX}*`] },
  };
}

/** CloudFront refuses a Content-Security-Policy longer than this in a response headers policy. */
export const CLOUDFRONT_CSP_LIMIT = 1783;

/** The headers CloudFront's SecurityHeadersConfig has fields for; the rest go in CustomHeadersConfig. */
const CLOUDFRONT_SECURITY_HEADERS = new Set([
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
]);

/**
 * A CloudFront response headers policy (the ResponseHeadersPolicyConfig of
 * `aws cloudfront create-response-headers-policy --response-headers-policy-config file://...`): the
 * security headers, and Cache-Control for the behavior it is attached to. Overrides what the origin
 * (an S3 bucket) sends.
 */
export function cloudFrontResponseHeadersPolicy(
  name: string,
  comment: string,
  securityHeaders: Record<string, string>,
  cacheControl: string,
): object {
  const get = (header: string) => Object.entries(securityHeaders).find(([key]) => key.toLowerCase() === header)?.[1];
  const csp = get('content-security-policy');
  if (csp === undefined) throw new Error('The security headers have no Content-Security-Policy.');
  if (csp.length > CLOUDFRONT_CSP_LIMIT) {
    throw new Error(
      `The Content-Security-Policy is ${csp.length} characters; CloudFront takes at most ${CLOUDFRONT_CSP_LIMIT} (shorten APP_FRAME_ANCESTORS or APP_CONNECT_SRC).`,
    );
  }
  if (get('x-content-type-options') !== 'nosniff')
    throw new Error('CloudFront can only send X-Content-Type-Options: nosniff.');
  const frame = get('x-frame-options');
  const custom = [
    ...Object.entries(securityHeaders).filter(([key]) => !CLOUDFRONT_SECURITY_HEADERS.has(key.toLowerCase())),
    ['Cache-Control', cacheControl],
  ].map(([Header, Value]) => ({ Header, Value, Override: true }));
  return {
    Name: name,
    Comment: comment,
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { ContentSecurityPolicy: csp, Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: get('referrer-policy') ?? 'no-referrer', Override: true },
      ...(frame ? { FrameOptions: { FrameOption: frame, Override: true } } : {}),
    },
    CustomHeadersConfig: { Quantity: custom.length, Items: custom },
  };
}

/**
 * The CloudFront policies: the default behavior (documents), the `/assets/*` behavior and the public
 * pages' behavior (`/verify*`: never framed).
 */
export function cloudFrontPolicies(
  securityHeaders: Record<string, string>,
  publicPageHeaders: Record<string, string>,
): Record<string, object> {
  return {
    [CLOUDFRONT_DOCUMENT_POLICY_FILE]: cloudFrontResponseHeadersPolicy(
      'tech-addon-documents',
      'Tech Add-on: security headers, documents revalidated (default behavior)',
      securityHeaders,
      DOCUMENT_CACHE_CONTROL,
    ),
    [CLOUDFRONT_ASSETS_POLICY_FILE]: cloudFrontResponseHeadersPolicy(
      'tech-addon-assets',
      `Tech Add-on: security headers, hashed files cached for a year (behavior ${ASSETS_PATH_PREFIX}*)`,
      securityHeaders,
      HASHED_ASSET_CACHE_CONTROL,
    ),
    [CLOUDFRONT_PUBLIC_PAGE_POLICY_FILE]: cloudFrontResponseHeadersPolicy(
      'tech-addon-public-pages',
      'Tech Add-on: the verification link page, never framed, revalidated (behavior /verify*)',
      publicPageHeaders,
      DOCUMENT_CACHE_CONTROL,
    ),
  };
}
