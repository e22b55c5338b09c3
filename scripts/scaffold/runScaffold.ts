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
 * package's root), formats and writes the plan and prints what it wrote; a refusal prints why and exits with 1.
 */
export async function runScaffold(plan: (files: RepoFiles) => ScaffoldPlan | Promise<ScaffoldPlan>): Promise<void> {
  const root = process.cwd();
  try {
    const planned = await formatPlan(root, await plan(filesUnder(root)));
    applyPlan(root, planned);
    console.log(describePlan(planned));
  } catch (error) {
    if (!(error instanceof ScaffoldRefused)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
