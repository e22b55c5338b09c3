// `npm run contract:bundle`: writes the two published contract documents from their parts: contract/openapi.yaml
// (contract/shared.yaml and each feature's features/<id>/contract.yaml, with Redocly's bundle) and
// contract/asyncapi.yaml (contract/shared.asyncapi.yaml and each feature's features/<id>/asyncapi.yaml, merged by
// eventParts.ts). `npm run contract:bundle -- --check` writes nothing and exits 1 when a checked-in file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledContract, ContractPartsRefused } from './bundleContract';
import { BUNDLE, partFilesUnder } from './contractParts';
import { bundledEvents, EVENTS_BUNDLE } from './eventParts';

/** Writes (or with --check only compares) one document; answers the exit code. */
function bundleOne(root: string, file: string, bundle: () => string): number {
  let text: string;
  try {
    text = bundle();
  } catch (error) {
    if (!(error instanceof ContractPartsRefused)) throw error;
    console.error(`${file} not bundled:\n${error.message}`);
    return 1;
  }
  const current = readFileSync(join(root, file), 'utf8');
  if (current === text) {
    console.log(`${file} is up to date.`);
    return 0;
  }
  if (process.argv.includes('--check')) {
    console.error(`${file} differs from what its parts bundle to: run npm run contract:bundle.`);
    return 1;
  }
  writeFileSync(join(root, file), text);
  console.log(`Wrote ${file}.`);
  return 0;
}

function main(): number {
  // npm runs scripts at the package's root.
  const root = process.cwd();
  const files = partFilesUnder(root);
  const openapi = bundleOne(root, BUNDLE, () => bundledContract(files, root));
  const asyncapi = bundleOne(root, EVENTS_BUNDLE, () => bundledEvents(files));
  return Math.max(openapi, asyncapi);
}

process.exitCode = main();
