import type { Plugin } from 'vite';

/**
 * Preloads the latin Nunito files the first screen uses (400 and 700), so text does not wait for the
 * stylesheet to be parsed before the fonts are asked for. The other subsets stay in the CSS with their
 * unicode-range (a browser fetches them only for text that needs them), and every face has
 * `font-display: swap` (@fontsource's CSS): the first screen never waits for a font.
 */
const PRELOADED = /(^|\/)nunito-latin-(400|700)-normal-[\w-]+\.woff2$/;

export function fontPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {})
          .filter((file) => PRELOADED.test(file))
          .sort();
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
