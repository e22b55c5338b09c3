// The JavaScript a browser loads for a page: its entry chunk and static imports, read from Vite's
// manifest. Lazy chunks (dynamicImports) are not followed. The app (index.html, its sign-in route)
// and the verification link's public page (verify.html) are separate entries.
import { readFileSync } from 'node:fs';

export function loginRouteFiles(dist = 'dist') {
  return entryFiles('index.html', dist);
}

export function verifyPageFiles(dist = 'dist') {
  return entryFiles('verify.html', dist);
}

function entryFiles(entryKey, dist) {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  if (!manifest[entryKey]?.isEntry)
    throw new Error(`No entry ${entryKey} in the Vite manifest: run \`npm run build\` first.`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...files].map((file) => `${dist}/${file}`);
}
