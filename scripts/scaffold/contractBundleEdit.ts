import { bundledContract, ContractPartsRefused } from '../contract/bundleContract';
import { BUNDLE, isContractPart } from '../contract/contractParts';
import { bundledEvents, EVENTS_BUNDLE, isEventsPart } from '../contract/eventParts';
import { filesAfter, ScaffoldRefused, type RepoFiles, type ScaffoldPlan } from './ScaffoldPlan';

/**
 * The plan, plus each published contract document bundled again when the plan writes one of its parts:
 * contract/openapi.yaml for a feature's contract.yaml or contract/shared.yaml, contract/asyncapi.yaml for a
 * feature's asyncapi.yaml or contract/shared.asyncapi.yaml, so the published documents have the new calls and
 * events at once (a document that comes out as it is is left out of the edits). Bundled from the tree as the plan leaves it, with Redocly from the repository at `tools`;
 * parts that do not bundle refuse the plan, and nothing is written.
 */
export function withContractBundle(files: RepoFiles, plan: ScaffoldPlan, tools: string): ScaffoldPlan {
  const written = [...plan.creates, ...plan.edits].map((file) => file.path);
  const documents = [
    { path: BUNDLE, isPart: isContractPart, bundle: (after: RepoFiles) => bundledContract(after, tools) },
    { path: EVENTS_BUNDLE, isPart: isEventsPart, bundle: (after: RepoFiles) => bundledEvents(after) },
  ].filter((document) => written.some(document.isPart));
  if (documents.length === 0) return plan;
  const after = filesAfter(files, plan);
  try {
    const bundles = documents.map(({ path, bundle }) => ({ path, content: bundle(after) }));
    return {
      ...plan,
      edits: [
        ...plan.edits,
        // A document its parts still bundle to as it is (a fragment with no events yet) is not an edit.
        ...bundles
          .filter(({ path, content }) => !files.exists(path) || files.read(path) !== content)
          .map(({ path, content }) => ({
            path,
            content,
            what: 'bundled again from its parts (npm run contract:bundle)',
          })),
      ],
    };
  } catch (error) {
    if (!(error instanceof ContractPartsRefused)) throw error;
    throw new ScaffoldRefused(`Nothing written: the contract's parts would not bundle:\n${error.message}`);
  }
}
