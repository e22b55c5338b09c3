/**
 * What the installed dependencies lack against the lockfile, read from npm's record of what it installed
 * (node_modules/.package-lock.json) rather than from file times: a fresh checkout or a new git worktree
 * writes package-lock.json anew, and its time alone says nothing about what is installed (a worktree may
 * share another checkout's node_modules, which a needless `npm ci` would empty under everyone using it).
 * Optional packages for other platforms are never installed, so their absence is no difference.
 *
 * @param {{ packages?: Record<string, { version?: string; optional?: boolean; devOptional?: boolean }> }} lock
 * @param {{ packages?: Record<string, { version?: string }> } | null} installed null: no record (nothing installed)
 * @returns {string[]} the packages missing or at another version ("node_modules" alone: nothing is installed)
 */
export function lockedDependencyDifferences(lock, installed) {
  if (!installed) return ['node_modules'];
  const have = installed.packages ?? {};
  const differences = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (path === '' || entry.link) continue; // the project itself; workspace links
    const present = have[path];
    if (!present) {
      if (!entry.optional && !entry.devOptional) differences.push(path);
    } else if (present.version !== entry.version) differences.push(path);
  }
  return differences;
}
