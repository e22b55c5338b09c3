import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/*
 * A copy of this working tree to run a scaffold in and check what it changes, without touching the tree: the
 * files git tracks and those it does not ignore, as they are on disk, node_modules linked in, committed to a
 * repository of its own (the architecture tests list files with git, and the scaffold's changes show in its
 * status). The caller removes it.
 */
const ROOT = resolve(__dirname, '../..');

export function git(cwd: string, ...args: string[]): string {
  const result = spawnSync(
    'git',
    ['-c', 'user.name=tree copy', '-c', 'user.email=tree-copy@check.test', '-c', 'commit.gpgsign=false', ...args],
    { cwd, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${cwd}: ${result.stderr}`);
  return result.stdout;
}

/** The copy's folder (under the system's temporary folder, named after `prefix`). */
export function copyOfTheTree(prefix = 'tree-copy-'): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  for (const path of git(ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0')) {
    const from = join(ROOT, path);
    if (!path || !existsSync(from) || lstatSync(from).isDirectory()) continue;
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    copyFileSync(from, join(copy, path));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  git(copy, 'init', '-q');
  git(copy, 'add', '-A');
  git(copy, 'commit', '-q', '--no-verify', '-m', 'the tree before the scaffolds');
  return copy;
}

/** The copy's changes since its first commit: created (untracked) and edited files, each sorted. */
export function changesIn(copy: string): { created: string[]; edited: string[] } {
  const lines = git(copy, 'status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean);
  return {
    created: lines
      .filter((l) => l.startsWith('??'))
      .map((l) => l.slice(3))
      .sort(),
    edited: lines
      .filter((l) => l.startsWith(' M'))
      .map((l) => l.slice(3))
      .sort(),
  };
}
