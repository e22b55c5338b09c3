import { resolve } from 'node:path';
import { Contract } from '@contract/tools/Contract';
import { readContractDocuments, type ContractDocuments } from '@contract/tools/contractDocuments';

/** The contract folder (contract/openapi.yaml, contract/asyncapi.yaml). */
export const CONTRACT_FOLDER = resolve(__dirname, '../../../contract');

let documents: ContractDocuments | null = null;

/** Both documents, read once per test file. */
export function contractDocuments(): ContractDocuments {
  documents ??= readContractDocuments(CONTRACT_FOLDER);
  return documents;
}

/** The contract with formats checked (answers) or not (bodies made from wire schemas, which leave dates to the adapters). */
export function contractUnderTest(options: { formats?: boolean } = {}): Contract {
  return new Contract(contractDocuments(), options);
}
