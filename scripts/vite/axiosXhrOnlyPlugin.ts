import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STUB = fileURLToPath(new URL('./axiosFetchAdapterStub.js', import.meta.url));

/**
 * Leaves axios's fetch adapter out of the browser bundle (about 3 kB gzip off the sign-in route).
 * axios tries its adapters in the order xhr, http, fetch (lib/defaults), and every browser has
 * XMLHttpRequest, so the fetch adapter is never reached; the stub answers "not available" if it were.
 * Only the import inside axios/lib/adapters/adapters.js is replaced; jest (Node) is not affected.
 */
export function axiosXhrOnlyPlugin(): Plugin {
  return {
    name: 'axios-xhr-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer))
        return STUB;
      return null;
    },
  };
}
