import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What a scaffold writes: new files, and whole new texts for the files it adds its lines to. */
export interface ScaffoldPlan {
  creates: ReadonlyArray<{ path: string; content: string }>;
  edits: ReadonlyArray<{ path: string; content: string; what: string }>;
  /** What to do next, printed after the list of files. */
  next: readonly string[];
}

/** A scaffold's refusal: nothing was written; the message says why. */
export class ScaffoldRefused extends Error {}

/** The repository a scaffold reads (the real tree, or a copy in a test), by path from its root. */
export interface RepoFiles {
  read(path: string): string;
  exists(path: string): boolean;
  /** The names in a folder (none when it is not a folder). */
  list(path: string): string[];
}

/**
 * Writes the plan under `root`. Every file it creates must be new and every file it edits must exist:
 * it checks all of them before writing any, so a refusal leaves the tree as it was.
 */
export function applyPlan(root: string, plan: ScaffoldPlan): void {
  const taken = plan.creates.filter((file) => existsSync(join(root, file.path))).map((file) => file.path);
  if (taken.length > 0)
    throw new ScaffoldRefused(`Nothing written: ${taken.join(', ')} already exist${taken.length === 1 ? 's' : ''}.`);
  const missing = plan.edits.filter((file) => !existsSync(join(root, file.path))).map((file) => file.path);
  if (missing.length > 0)
    throw new ScaffoldRefused(`Nothing written: ${missing.join(', ')} not found (run it at the repository's root).`);
  for (const file of plan.creates) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.content, { flag: 'wx' });
  }
  for (const file of plan.edits) writeFileSync(join(root, file.path), file.content);
}

/** The report a scaffold prints: every file it wrote, then what to do next. */
export function describePlan(plan: ScaffoldPlan): string {
  return [
    'Created:',
    ...plan.creates.map((file) => `  ${file.path}`),
    'Edited:',
    ...plan.edits.map((file) => `  ${file.path}: ${file.what}`),
    '',
    'Next:',
    ...plan.next.map((step) => `  ${step}`),
  ].join('\n');
}

/** The tree as it would be after the plan, in memory: the plan's files over `files`. */
export function filesAfter(files: RepoFiles, plan: ScaffoldPlan): RepoFiles {
  const written = new Map([...plan.creates, ...plan.edits].map((file) => [file.path, file.content]));
  const paths = [...written.keys()];
  return {
    read: (path) => written.get(path) ?? files.read(path),
    exists: (path) => written.has(path) || paths.some((p) => p.startsWith(`${path}/`)) || files.exists(path),
    list: (path) => [
      ...new Set([
        ...files.list(path),
        ...paths.filter((p) => p.startsWith(`${path}/`)).map((p) => p.slice(path.length + 1).split('/')[0]!),
      ]),
    ],
  };
}

/** The files of a tree on disk. */
export function filesUnder(root: string): RepoFiles {
  return {
    read: (path) => readFileSync(join(root, path), 'utf8'),
    exists: (path) => existsSync(join(root, path)),
    list: (path) =>
      statSync(join(root, path), { throwIfNoEntry: false })?.isDirectory() ? readdirSync(join(root, path)) : [],
  };
}
