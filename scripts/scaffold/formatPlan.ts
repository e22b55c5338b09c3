import { join } from 'node:path';
import { format, getFileInfo, resolveConfig } from 'prettier';
import type { ScaffoldPlan } from './ScaffoldPlan';

/**
 * The plan with its files formatted as the tree is (Prettier, the repository's config and .prettierignore), so what
 * a scaffold writes passes `npm run lint` as it is. Files Prettier ignores or cannot parse are left as planned.
 */
export async function formatPlan(root: string, plan: ScaffoldPlan): Promise<ScaffoldPlan> {
  const formatted = async <F extends { path: string; content: string }>(file: F): Promise<F> => {
    const path = join(root, file.path);
    const info = await getFileInfo(path, { ignorePath: join(root, '.prettierignore') });
    if (info.ignored || !info.inferredParser) return file;
    return { ...file, content: await format(file.content, { ...(await resolveConfig(path)), filepath: path }) };
  };
  return {
    ...plan,
    creates: await Promise.all(plan.creates.map(formatted)),
    edits: await Promise.all(plan.edits.map(formatted)),
  };
}
