// `npm run contract:bundle`: writes contract/openapi.yaml, the one published OpenAPI document, from its
// parts (contract/shared.yaml and each feature's features/<id>/contract.yaml) with Redocly's bundle.
// `npm run contract:bundle -- --check` writes nothing and exits 1 when the checked-in file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledContract, ContractPartsRefused } from './bundleContract';
import { BUNDLE, partFilesUnder } from './contractParts';

function main(): number {
  // npm runs scripts at the package's root.
  const root = process.cwd();
  let text: string;
  try {
    text = bundledContract(partFilesUnder(root), root);
  } catch (error) {
    if (!(error instanceof ContractPartsRefused)) throw error;
    console.error(`${BUNDLE} not bundled:\n${error.message}`);
    return 1;
  }
  const current = readFileSync(join(root, BUNDLE), 'utf8');
  if (current === text) {
    console.log(`${BUNDLE} is up to date.`);
    return 0;
  }
  if (process.argv.includes('--check')) {
    console.error(`${BUNDLE} differs from what its parts bundle to: run npm run contract:bundle.`);
    return 1;
  }
  writeFileSync(join(root, BUNDLE), text);
  console.log(`Wrote ${BUNDLE}.`);
  return 0;
}

process.exitCode = main();
