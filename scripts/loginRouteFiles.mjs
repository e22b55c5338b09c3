// The JavaScript a browser loads for the sign-in route: the entry chunk and its static imports,
// read from Vite's manifest. Lazy chunks (dynamicImports) are not followed.
import { readFileSync } from 'node:fs';

export function loginRouteFiles(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest: run `npm run build` first.');
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
