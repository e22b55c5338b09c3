import { psaDescriptors } from '../../adapters/psa/registry';
import type { PsaFrameHosts } from '../../core/psa/PsaDescriptor';
import { podBootScriptSource } from './podBootScript';
import { signInBootScriptSource } from './signInBootScript';

/**
 * The HTTP security headers of the app, in one typed place: the Vite dev and preview servers send
 * them (scripts/vite/securityHeadersPlugin.ts), the build writes them for static hosts (dist/_headers,
 * staticwebapp.config.json, CloudFront policies: staticHostConfigs.ts) and into index.html as a
 * <meta> fallback, and docs/deployment.md shows them for nginx. Imported by the Vite plugins only; the
 * bundle never carries it (npm run deps).
 */

/** Where the product talks to besides its own origin by default: Pusher's cloud and Microsoft sign-in. */
export const DEFAULT_CONNECT_SOURCES: readonly string[] = [
  'wss://*.pusher.com',
  'https://*.pusher.com',
  'https://login.microsoftonline.com',
];

export interface SecuritySettings {
  /** CSP sources allowed to frame the app, besides 'self'. Empty: only the app itself. */
  frameAncestors: readonly string[];
  /** Extra connect-src sources (an API on another origin, Pusher, the Microsoft authority). */
  connectSources: readonly string[];
  /** Extra script-src sources (Google Identity Services when its real script is used). */
  scriptSources: readonly string[];
  /**
   * Vite's dev server only: its React refresh preamble is an inline script and it injects CSS as
   * <style> elements, so the dev policy allows inline scripts and styles. Never for a build.
   */
  devServer: boolean;
}

/** The build-time and deployment variables that shape the policy. */
export interface SecurityEnv {
  APP_FRAME_ANCESTORS?: string;
  APP_CONNECT_SRC?: string;
  VITE_API_URL?: string;
  VITE_GOOGLE_GSI_URL?: string;
}

const words = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

/** The origin (and its WebSocket twin) of an absolute URL; nothing for a same-origin path. */
function originsOf(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  const origin = new URL(url).origin;
  return [origin, origin.replace(/^http/i, 'ws')];
}

/**
 * Who may frame the app: the deployment's own hosts (APP_FRAME_ANCESTORS: a PSA a tenant runs on its own
 * server), then every registered PSA's cloud hosts (each descriptor's frameHosts), each once. 'none' in
 * APP_FRAME_ANCESTORS forbids every frame, the PSAs' included.
 */
export function frameAncestorsFrom(
  env: Pick<SecurityEnv, 'APP_FRAME_ANCESTORS'>,
  psas: ReadonlyArray<{ frameHosts: PsaFrameHosts }>,
): string[] {
  const own = words(env.APP_FRAME_ANCESTORS);
  if (own.includes("'none'")) return ["'none'"];
  // A descriptor written without its frame hosts is the conformance kit's to report; the build goes on without them.
  return [...new Set([...own, ...psas.flatMap((psa) => psa.frameHosts?.cloud ?? [])])];
}

/** Settings from the environment and the PSA registry (`psas`: the registered descriptors unless a test says). */
export function securitySettingsFrom(
  env: SecurityEnv,
  devServer: boolean,
  psas: ReadonlyArray<{ frameHosts: PsaFrameHosts }> = psaDescriptors,
): SecuritySettings {
  const frameAncestors = frameAncestorsFrom(env, psas);
  return {
    frameAncestors,
    connectSources: [...DEFAULT_CONNECT_SOURCES, ...originsOf(env.VITE_API_URL), ...words(env.APP_CONNECT_SRC)],
    scriptSources: originsOf(env.VITE_GOOGLE_GSI_URL).slice(0, 1),
    devServer,
  };
}

/** The policy's directives, in order: one list for the header and the <meta> fallback. */
function directivesOf(settings: SecuritySettings): Array<[string, string[]]> {
  const ancestors = settings.frameAncestors.includes("'none'") ? ["'none'"] : ["'self'", ...settings.frameAncestors];
  const inline = settings.devServer ? ["'unsafe-inline'"] : [];
  // A build's inline scripts (the sign-in boot script, the pod's boot script) by their hashes. Never beside
  // 'unsafe-inline': a hash in the list makes browsers ignore 'unsafe-inline', which the dev server needs.
  const bootScript = settings.devServer ? [] : [signInBootScriptSource(), podBootScriptSource()];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...bootScript, ...inline, ...settings.scriptSources]],
    // Blueprint and the virtual lists set styles through the DOM (style properties), which CSP allows;
    // no <style> element or style attribute markup is needed in the build.
    ['style-src', ["'self'", ...inline]],
    // The branding logo may be an image data URL or an https URL (docs/decisions/050-the-app-logo-is-public.md);
    // client portal chat images are previewed from object URLs the app itself makes (blob:).
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    // 'self' covers the same host's ws:/wss: in CSP 3 (SignalR hub, the sandbox's Pusher server).
    ['connect-src', ["'self'", ...settings.connectSources]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ancestors],
  ];
}

const format = (directives: Array<[string, string[]]>) =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The Content-Security-Policy of the app's document (and every other response of its origin). */
export function contentSecurityPolicy(settings: SecuritySettings): string {
  return format(directivesOf(settings));
}

/** Directives a policy in a <meta> element cannot carry (CSP 3 ignores them there). */
export const HEADER_ONLY_DIRECTIVES: readonly string[] = ['frame-ancestors', 'report-uri', 'sandbox'];

/**
 * The same policy for the built index.html's `<meta http-equiv="Content-Security-Policy">`: the
 * fallback for static hosts that send no headers (GitHub Pages, a bare bucket). Everything but
 * frame-ancestors, which only a header can carry.
 */
export function metaContentSecurityPolicy(settings: SecuritySettings): string {
  return format(directivesOf(settings).filter(([name]) => !HEADER_ONLY_DIRECTIVES.includes(name)));
}

/** The <meta> element itself, for the top of the document's head. */
export function metaPolicyTag(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`;
}

/**
 * Every header the app's origin sends. X-Frame-Options only when it agrees with frame-ancestors
 * (it cannot name other origins; browsers that know CSP ignore it when frame-ancestors is present).
 */
export function securityHeaders(settings: SecuritySettings): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  if (settings.frameAncestors.includes("'none'")) headers['X-Frame-Options'] = 'DENY';
  else if (settings.frameAncestors.length === 0) headers['X-Frame-Options'] = 'SAMEORIGIN';
  return headers;
}

/**
 * Pages an end user opens from a message (a verification link): served from the app's origin but never
 * framed by anyone, whatever the PSAs may frame (a framed page could be overlaid to trick the click).
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = ['/verify', '/verify.html'];

/** Whether a request path (with or without a query) is one of the public pages. */
export function isPublicPagePath(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? '';
  return PUBLIC_PAGE_PATHS.includes(bare);
}

/** The headers of a public page: the app's policy with frame-ancestors 'none' (and X-Frame-Options DENY). */
export function publicPageHeaders(settings: SecuritySettings): Record<string, string> {
  return securityHeaders({ ...settings, frameAncestors: ["'none'"] });
}

/**
 * The sandbox's own pages (console, SSO, Duo and Google stand-ins) are not the product: they keep
 * small inline scripts and styles, so they get their own policy. Still never framed by others.
 */
export function sandboxPageHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy':
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/**
 * The sandbox's contract viewer (Swagger UI at /__sandbox/api): scripts and styles from its own origin
 * only (the bundle and a start file; no inline script or style, no eval: Swagger UI sets styles
 * through the DOM, which CSP allows), requests to its own origin only ("Try it out" calls the
 * sandbox's API), nothing loaded from elsewhere (its online validator badge is off).
 */
export function apiViewerPageHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy':
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/**
 * Netlify's `_headers` file (also read by Cloudflare Pages) for a build. Both hosts apply every rule
 * that matches, so a public page gets the app's policy and its own: browsers enforce both, and its
 * `frame-ancestors 'none'` wins.
 */
export function netlifyHeadersFile(headers: Record<string, string>, publicPage?: Record<string, string>): string {
  const block = (path: string, values: Record<string, string>) => [
    path,
    ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`),
  ];
  const lines = block('/*', headers);
  if (publicPage)
    for (const path of PUBLIC_PAGE_PATHS)
      lines.push(
        ...block(path, {
          'Content-Security-Policy': publicPage['Content-Security-Policy']!,
          'X-Frame-Options': 'DENY',
        }),
      );
  return [...lines, ''].join('\n');
}
