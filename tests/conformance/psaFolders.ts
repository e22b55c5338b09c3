import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const PSA_ROOT = resolve(__dirname, '../../adapters/psa');

/** A folder under adapters/psa/ with whatever its modules export that looks like a descriptor. */
export interface PsaFolder {
  /** e.g. adapters/psa/halo */
  where: string;
  /** Exports of the folder's non-test modules that are objects with a `type` or `slug`. */
  candidates: unknown[];
}

/** Reads every PSA folder the way a developer adds one: a folder beside registry.ts. */
export function psaFolders(): PsaFolder[] {
  return readdirSync(PSA_ROOT)
    .filter((name) => statSync(join(PSA_ROOT, name)).isDirectory())
    .sort()
    .map((name) => {
      const dir = join(PSA_ROOT, name);
      const candidates = readdirSync(dir)
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
        // The folders are discovered at run time, so they cannot be static imports (jest runs CommonJS).
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        .flatMap((file) => Object.values(require(join(dir, file)) as Record<string, unknown>))
        .filter((value) => !!value && typeof value === 'object' && ('type' in value || 'slug' in value));
      return { where: `adapters/psa/${name}`, candidates };
    });
}
