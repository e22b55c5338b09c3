/**
 * How long browsers may keep what the build serves, so a second pod open fetches no script.
 * Files under /assets/ carry a content hash in their names, so they never change: cache them for a
 * year without asking again. Everything else (index.html for every route) must be revalidated on each
 * open, so a new build is picked up at once. The preview server sends these; a static host must too.
 */
export const ASSETS_PATH_PREFIX = '/assets/';
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const DOCUMENT_CACHE_CONTROL = 'no-cache';

/** The Cache-Control for a request path of the built app. */
export function cacheControlFor(path: string): string {
  return path.startsWith(ASSETS_PATH_PREFIX) ? HASHED_ASSET_CACHE_CONTROL : DOCUMENT_CACHE_CONTROL;
}

/**
 * The rule added to dist/_headers (Netlify, Cloudflare Pages). Only the assets' rule: both hosts
 * already revalidate HTML by default, and their rules for one path add up, so a `/*` no-cache rule
 * would also land on the assets.
 */
export function cacheHeadersFile(): string {
  return [`${ASSETS_PATH_PREFIX}*`, `  Cache-Control: ${HASHED_ASSET_CACHE_CONTROL}`, ''].join('\n');
}
