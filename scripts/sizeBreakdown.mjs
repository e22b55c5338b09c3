// After the size budget: where the sign-in route's gzip goes, per package (and the app's own code), so a
// change that exceeds the budget shows at once which library grew. Each chunk's gzip is shared among its
// modules in proportion to their minified bytes: an estimate per package, exact per chunk and in total.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loginRouteFiles } from './loginRouteFiles.mjs';

const sizes = JSON.parse(readFileSync('dist/.vite/chunk-module-sizes.json', 'utf8'));
const perPackage = new Map();
let total = 0;
for (const file of loginRouteFiles()) {
  const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
  total += gzip;
  const modules = Object.entries(sizes[file.replace(/^dist\//, '')] ?? {});
  const bytes = modules.reduce((sum, [, size]) => sum + size, 0) || 1;
  for (const [id, size] of modules) {
    const name = packageOf(id);
    perPackage.set(name, (perPackage.get(name) ?? 0) + (gzip * size) / bytes);
  }
}
const rows = [...perPackage].sort((a, b) => b[1] - a[1]);
const shown = rows.slice(0, 12);
const rest = rows.slice(12).reduce((sum, [, size]) => sum + size, 0);
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
console.log(`Sign-in route by package (gzip, estimated within each chunk; ${kB(total)} in all):`);
for (const [name, size] of shown) console.log(`  ${name.padEnd(28)} ${kB(size).padStart(9)}`);
console.log(`  ${`${rows.length - shown.length} more`.padEnd(28)} ${kB(rest).padStart(9)}`);

/** `@scope/name` or `name` for a module under node_modules; "app code" for the project's own files. */
function packageOf(id) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (!match) return 'app code';
  const name = match[1];
  // inversify is several @inversifyjs packages; one line reads better.
  return name.startsWith('@inversifyjs/') ? 'inversify (@inversifyjs/*)' : name;
}
