import { ContractPartsRefused } from '@scripts/contract/bundleContract';
import type { PartFiles } from '@scripts/contract/contractParts';

/** The tree with some parts' texts replaced (nothing is written to it). */
export function treeWith(tree: PartFiles, changes: Record<string, (text: string) => string>): PartFiles {
  return { ...tree, read: (path) => (changes[path] ?? ((text: string) => text))(tree.read(path)) };
}

/** The refusal's message when `bundle` refuses the parts; fails the test when they bundle. */
export function refusalOf(bundle: () => unknown): string {
  try {
    bundle();
  } catch (error) {
    if (error instanceof ContractPartsRefused) return error.message;
    throw error;
  }
  throw new Error('The parts bundled.');
}
