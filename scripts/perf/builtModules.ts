/** What the production build's manifest (Vite's `.vite/manifest.json`) says about its modules. */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Each built module and the modules that import it (statically or dynamically), from Vite's manifest. */
export function moduleImporters(dist = 'dist'): Record<string, string[]> {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; dynamicImports?: string[] }
  >;
  const importers: Record<string, string[]> = {};
  for (const chunk of Object.values(manifest)) {
    for (const key of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      const imported = manifest[key];
      if (imported) (importers[`/${imported.file}`] ??= []).push(`/${chunk.file}`);
    }
  }
  return importers;
}

/** The sign-in route's JavaScript (entry + static imports) and CSS, gzip, from Vite's manifest. */
export function signInRouteWeight(dist = 'dist'): { js: number; css: number } {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
  >;
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(Object.keys(manifest).find((key) => manifest[key]?.isEntry)!);
  const gz = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(`${dist}/${file}`)).length, 0) / 1000;
  return { js: gz(js), css: gz(css) };
}
