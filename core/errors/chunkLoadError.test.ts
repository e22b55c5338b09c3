import { isChunkLoadError } from './chunkLoadError';

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://app.example/assets/PodPage-1a2b.js'],
    ['Firefox', 'error loading dynamically imported module: https://app.example/assets/PodPage-1a2b.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite CSS preload', 'Unable to preload CSS for /assets/PodPage-1a2b.css'],
  ])('knows %s wording', (_browser, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('other errors are crashes, not stale chunks', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
