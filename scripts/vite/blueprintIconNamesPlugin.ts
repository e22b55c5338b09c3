import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STUB = fileURLToPath(new URL('./blueprintIconNamesStub.js', import.meta.url));

/**
 * Leaves Blueprint's table of icon names out of the browser bundle (about 13 kB gzip off the sign-in
 * route). Blueprint's Icon looks a string name up in that table (every icon's name and code point, with
 * change-case to spell them) before it loads the icon's paths; this app gives every icon as a component
 * (`<Home />`, decision 029), which Icon renders without the table. An icon given by name would render
 * nothing, so ESLint refuses one (`icon="..."`). Only the import inside @blueprintjs/icons' loader is
 * replaced; jest and Storybook keep the real module.
 */
export function blueprintIconNamesPlugin(): Plugin {
  return {
    name: 'blueprint-icon-names',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (
        source === './iconNames' &&
        importer &&
        /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/.test(importer)
      )
        return STUB;
      return null;
    },
  };
}
