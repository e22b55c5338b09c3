import { resolve } from 'node:path';
import { Contract } from '@contract/tools/Contract';
import { readContractDocuments } from '@contract/tools/contractDocuments';

let contract: Contract | null = null;

/**
 * The contract the tests' sandbox holds requests and answers to, read once per test file (the parsed
 * documents are cached on disk, so this costs milliseconds after the first file).
 */
export function sandboxContract(): Contract {
  contract ??= new Contract(readContractDocuments(resolve(__dirname, '../../contract')));
  return contract;
}
