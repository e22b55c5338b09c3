import { FRAGMENT_NAME, namesOf, readContractParts } from '../contract/contractParts';
import type { FeatureNames } from './featureNames';
import type { RepoFiles } from './ScaffoldPlan';

/** The scaffolded feature's fragment of the contract (from templates/feature/contract.yaml.tpl). */
export const fragmentOf = (n: FeatureNames) => `features/${n.id}/${FRAGMENT_NAME}`;

/** The path of the scaffolded feature's one call, as its fragment writes it. */
export const itemsPath = (n: FeatureNames) => `/${n.Name}/{psaId}/contacts/{contactId}/items`;

/**
 * What of the feature's names a part of the contract already defines (each a reason to write nothing),
 * naming the part: its fragment would otherwise be refused when the contract is bundled.
 */
export function contractClashes(files: RepoFiles, n: FeatureNames): string[] {
  const wanted: Array<[name: string, what: string]> = [
    [`path ${itemsPath(n)}`, itemsPath(n)],
    [`schema ${n.Name}Item`, `a schema ${n.Name}Item`],
    [`x-decisions entry ${n.kebab}`, `an x-decisions entry ${n.kebab}`],
    [`tag ${n.title}`, `a tag ${n.title}`],
  ];
  return readContractParts(files).flatMap(({ file, document }) => {
    const names = new Set(namesOf(document));
    return wanted.filter(([name]) => names.has(name)).map(([, what]) => `${file} already has ${what}`);
  });
}
