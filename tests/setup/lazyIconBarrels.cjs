// A jest transform for @blueprintjs/icons' CommonJS build. Its barrels (`index.js`, `legacyAliases.js`)
// require every icon up front: Blueprint's core reaches about 2,800 modules of icon components and paths
// through them, and jest loads a file's modules anew for each test file, so every file that imports
// Blueprint paid for all of them. Here a barrel requires an icon's module when that icon is first read,
// as a bundler's tree-shaking leaves only the icons used: each icon is still the package's own module.
/* eslint-disable @typescript-eslint/no-require-imports -- a jest transform is loaded as CommonJS */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const BARREL = /\/(index|legacyAliases)\.js$/;
// tsc's re-export shape: `var add_1 = require("./add");`, then getters that read `add_1.Add`.
const REQUIRE_LINE = /^var (\w+) = require\(("[^"]+")\);$/gm;
const ownSource = readFileSync(require.resolve('./lazyIconBarrels.cjs'));

function lazyBarrel(code) {
  const names = [];
  const deferred = code.replace(REQUIRE_LINE, (_line, name, path) => {
    names.push(name);
    return `function ${name}$() { return require(${path}); }`;
  });
  if (names.length === 0) return code;
  // Every other mention of a required binding reads it through its function (the registry caches the module).
  return deferred.replace(new RegExp(`\\b(${names.join('|')})\\b(?!\\$)`, 'g'), '$1$()');
}

module.exports = {
  process(sourceText, sourcePath) {
    return { code: BARREL.test(sourcePath) ? lazyBarrel(sourceText) : sourceText };
  },
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256').update(ownSource).update(sourcePath).update(sourceText).digest('hex');
  },
};
