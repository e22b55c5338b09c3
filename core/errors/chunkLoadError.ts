/**
 * Whether an error is a lazily loaded chunk that could not be fetched: after a deploy the old page asks
 * for file names the server no longer has. Browsers word it differently (Chromium, Firefox, Safari;
 * Vite's CSS preload); a reload fetches the new build's names.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_MESSAGES.some((pattern) => pattern.test(error.message));
}

const CHUNK_MESSAGES: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];
