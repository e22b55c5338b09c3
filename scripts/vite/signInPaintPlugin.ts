import { basename } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { APP_SCRIPTS_ID, SIGN_IN_BOOT_SCRIPT } from '../deploy/signInBootScript';

/** The module that renders the form, loaded through Vite in Node (its aliases, TSX and CSS imports resolved). */
const RENDERER = '/ui/login/renderPaintedSignIn.tsx';
const EMPTY_ROOT = '<div id="root"></div>';
/** The entry's module script and its preloads as Vite writes them into the built page. */
const ENTRY_TAGS = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/**
 * Paints the sign-in form from HTML: the build's index.html carries the form rendered by the app's own components
 * (ui/login/renderPaintedSignIn.tsx, react-dom/server) inside #root, and the boot script that decides before the
 * first paint whether it is the page to show (scripts/deploy/signInBootScript.ts). The main stylesheet is already
 * linked in the head, so the form is styled before any script runs. The entry's module script and its preloads wait
 * in an inert <template> before the boot script, which adds them to the document when the page needs them (at once,
 * or once the painted form is on screen). Build only: the dev server injects its CSS from scripts, and an unstyled
 * form would flash there.
 */
export function signInPaintPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'sign-in-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (basename(ctx.filename) !== 'index.html') return html;
        if (!html.includes(EMPTY_ROOT) || !html.includes('</title>'))
          throw new Error(
            'index.html needs an empty <div id="root"></div> and a <title> for the painted sign-in form.',
          );
        const entry = html.match(ENTRY_TAGS) ?? [];
        if (!entry.some((tag) => tag.includes('<script')))
          throw new Error('The built index.html has no entry <script type="module"> to hold for the boot script.');
        const form = await renderSignInForm(root);
        const held = `<template id="${APP_SCRIPTS_ID}">${entry.join('')}\n    </template>`;
        return html
          .replace(ENTRY_TAGS, '')
          .replace('</title>', `</title>\n    ${held}\n    <script>${SIGN_IN_BOOT_SCRIPT}</script>`)
          .replace(EMPTY_ROOT, `<div id="root">${form}</div>`);
      },
    },
  };
}

/** Renders the form with a Vite server of its own (no config file, no plugins, no listening port). */
async function renderSignInForm(root: string): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(RENDERER)) as { renderPaintedSignIn: () => string };
    return module.renderPaintedSignIn();
  } finally {
    await server.close();
  }
}
