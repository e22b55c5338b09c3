import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_API_VIEWER_PATH } from '../contract/sandboxPaths';

/** Where the sandbox shows the backend contract (Swagger UI) and serves its documents. */
export const API_VIEWER_PATH = SANDBOX_API_VIEWER_PATH;

const CONTRACT_FOLDER = fileURLToPath(new URL('../../contract/', import.meta.url));
const SWAGGER_UI_FOLDER = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Swagger UI's start, as a file of its own: the viewer's policy allows no inline script. */
const VIEWER_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${API_VIEWER_PATH}/openapi.yaml',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // Swagger's online validator badge would call swagger.io: the page talks to its own origin only.
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Backend contract - Tech Add-on sandbox</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${API_VIEWER_PATH}/swagger-ui.css">
<link rel="stylesheet" href="${API_VIEWER_PATH}/viewer.css">
</head>
<body>
<header class="contract-header">
<h1>Backend contract</h1>
<p>Every HTTP call the app makes (<a href="${API_VIEWER_PATH}/openapi.yaml">openapi.yaml</a>, OpenAPI 3.1) and its realtime side
(<a href="${API_VIEWER_PATH}/asyncapi.yaml">asyncapi.yaml</a>, AsyncAPI 3). The sandbox answers at <code>/api</code>; "Authorize" takes a
session token. <a href="/__sandbox">Back to the console</a>.</p>
</header>
<main id="swagger-ui"></main>
<script src="${API_VIEWER_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_VIEWER_PATH}/viewer.js"></script>
</body>
</html>
`;

const VIEWER_STYLE = `.contract-header { font-family: sans-serif; max-width: 1460px; margin: 0 auto; padding: 16px 20px 0; }
.contract-header h1 { margin: 0 0 8px; font-size: 24px; }
.contract-header p { margin: 0; line-height: 1.5; }
`;

type Asset = { type: string } & ({ file: string } | { text: string });

const ASSETS: Record<string, Asset> = {
  '': { type: 'text/html; charset=utf-8', text: PAGE },
  '/': { type: 'text/html; charset=utf-8', text: PAGE },
  '/openapi.yaml': { type: 'application/yaml; charset=utf-8', file: join(CONTRACT_FOLDER, 'openapi.yaml') },
  '/asyncapi.yaml': { type: 'application/yaml; charset=utf-8', file: join(CONTRACT_FOLDER, 'asyncapi.yaml') },
  '/swagger-ui.css': { type: 'text/css; charset=utf-8', file: join(SWAGGER_UI_FOLDER, 'swagger-ui.css') },
  '/swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    file: join(SWAGGER_UI_FOLDER, 'swagger-ui-bundle.js'),
  },
  '/viewer.js': { type: 'text/javascript; charset=utf-8', text: VIEWER_SCRIPT },
  '/viewer.css': { type: 'text/css; charset=utf-8', text: VIEWER_STYLE },
};

/**
 * Serves the contract viewer on the Node host (npm start, vite preview): Swagger UI from
 * swagger-ui-dist and the documents from contract/, read on each request so an edit shows on reload.
 * Never part of the app's bundle; the security headers plugin gives these pages their own policy.
 */
export function serveApiViewer(req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (path !== API_VIEWER_PATH && !path.startsWith(`${API_VIEWER_PATH}/`)) return false;
  const asset = ASSETS[path.slice(API_VIEWER_PATH.length)];
  if (!asset || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
    return true;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', asset.type);
  res.setHeader('Cache-Control', 'no-store');
  res.end(req.method === 'HEAD' ? undefined : 'text' in asset ? asset.text : readFileSync(asset.file));
  return true;
}
