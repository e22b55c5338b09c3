import { bundledContract, ContractPartsRefused } from '../contract/bundleContract';
import { BUNDLE, isContractPart } from '../contract/contractParts';
import { filesAfter, ScaffoldRefused, type RepoFiles, type ScaffoldPlan } from './ScaffoldPlan';

/**
 * The plan, plus contract/openapi.yaml bundled again when it writes a part of the contract (a feature's
 * fragment, or contract/shared.yaml), so the published document has the new calls at once. Bundled from
 * the tree as the plan leaves it, with Redocly from the repository at `tools`; parts that do not bundle
 * refuse the plan, and nothing is written.
 */
export function withContractBundle(files: RepoFiles, plan: ScaffoldPlan, tools: string): ScaffoldPlan {
  if (![...plan.creates, ...plan.edits].some((file) => isContractPart(file.path))) return plan;
  try {
    const content = bundledContract(filesAfter(files, plan), tools);
    return {
      ...plan,
      edits: [...plan.edits, { path: BUNDLE, content, what: 'bundled again from its parts (npm run contract:bundle)' }],
    };
  } catch (error) {
    if (!(error instanceof ContractPartsRefused)) throw error;
    throw new ScaffoldRefused(`Nothing written: the contract's parts would not bundle:\n${error.message}`);
  }
}
