import { basename } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { SIGN_IN_BOOT_SCRIPT } from '../deploy/signInBootScript';

/** The module that renders the form, loaded through Vite in Node (its aliases, TSX and CSS imports resolved). */
const RENDERER = '/ui/login/renderPaintedSignIn.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Paints the sign-in form from HTML: the build's index.html carries the form rendered by the app's own components
 * (ui/login/renderPaintedSignIn.tsx, react-dom/server) inside #root, and the boot script that decides before the
 * first paint whether it is the page to show (scripts/deploy/signInBootScript.ts). The main stylesheet is already
 * linked in the head, so the form is styled before any script runs. Build only: the dev server injects its CSS from
 * scripts, and an unstyled form would flash there.
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
        const form = await renderSignInForm(root);
        return html
          .replace('</title>', `</title>\n    <script>${SIGN_IN_BOOT_SCRIPT}</script>`)
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
