import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ, 100 on every usual kernel). */
const TICKS = 100;

/**
 * CPU seconds the whole machine has been busy (every core, every process: user, nice, system, interrupts) since
 * it started; the difference over a step is what the step cost when nothing else runs, as in CI. On Linux, from
 * /proc/stat; null elsewhere. Not the children's rusage: Chromium's renderers are not waited for by their parent
 * chain, and a probe of 6 pages counted 4.3 s that way against 17.2 s of machine time.
 */
export function machineBusySeconds() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal …: idle and iowait are the machine waiting.
    const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
    return (total - fields[3] - fields[4]) / TICKS;
  } catch {
    return null;
  }
}
