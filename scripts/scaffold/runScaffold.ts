import { withContractBundle } from './contractBundleEdit';
import { formatPlan } from './formatPlan';
import {
  applyPlan,
  describePlan,
  filesUnder,
  ScaffoldRefused,
  type RepoFiles,
  type ScaffoldPlan,
} from './ScaffoldPlan';

/**
 * A scaffold's command: plans against the repository at the working directory (npm runs scripts at the
 * package's root), formats it, bundles the contract again when it writes a part of it, writes the plan and prints
 * what it wrote; a refusal prints why and exits with 1.
 */
export async function runScaffold(plan: (files: RepoFiles) => ScaffoldPlan | Promise<ScaffoldPlan>): Promise<void> {
  const root = process.cwd();
  try {
    const files = filesUnder(root);
    const planned = withContractBundle(files, await formatPlan(root, await plan(files)), root);
    applyPlan(root, planned);
    console.log(describePlan(planned));
  } catch (error) {
    if (!(error instanceof ScaffoldRefused)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
