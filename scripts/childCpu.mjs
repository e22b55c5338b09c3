import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ, 100 on every usual kernel). */
const TICKS = 100;

/**
 * CPU seconds (user and system, every core) of this process's children that have ended and been waited
 * for, their own children included: what a step cost the machine, whatever else ran beside it. On Linux,
 * from /proc/self/stat (cutime, cstime); null elsewhere.
 */
export function endedChildrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command name, which ends at the last ')': state is field 3, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS;
  } catch {
    return null;
  }
}
