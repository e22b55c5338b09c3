import { ScaffoldRefused } from './ScaffoldPlan';

/**
 * Inserts `lines` into `text` just before the first line matching `anchor` (after `from`, when given),
 * above the blank lines that set the anchor apart. A file that no longer has its anchor is refused with
 * what to add by hand, rather than edited blindly.
 */
export function insertBeforeLine(file: string, text: string, anchor: RegExp, lines: string, from?: RegExp): string {
  const all = text.split('\n');
  const start = from ? all.findIndex((line) => from.test(line)) : 0;
  let at = start < 0 ? -1 : all.findIndex((line, i) => i >= start && anchor.test(line));
  if (at < 0)
    throw new ScaffoldRefused(
      `Nothing written: ${file} has no line matching ${anchor} to add before. Add by hand:\n${lines}`,
    );
  while (at > 0 && all[at - 1]!.trim() === '') at--;
  return [...all.slice(0, at), ...lines.replace(/\n$/, '').split('\n'), ...all.slice(at)].join('\n');
}

/** Inserts `lines` after the last line matching `anchor` (e.g. after the last import). */
export function insertAfterLastLine(file: string, text: string, anchor: RegExp, lines: string): string {
  const all = text.split('\n');
  const at = all.findLastIndex((line) => anchor.test(line));
  if (at < 0)
    throw new ScaffoldRefused(
      `Nothing written: ${file} has no line matching ${anchor} to add after. Add by hand:\n${lines}`,
    );
  return [...all.slice(0, at + 1), ...lines.replace(/\n$/, '').split('\n'), ...all.slice(at + 1)].join('\n');
}

/** Adds an import and an entry to a registry file: `export const x: readonly T[] = [ ...entries ];`. */
export function addRegistryLine(file: string, text: string, importLine: string, entry: string): string {
  const withImport = insertAfterLastLine(file, text, /^import /, importLine);
  return insertBeforeLine(file, withImport, /^\];/, `  ${entry},`, /^export const \w+: readonly \w+\[\] = \[$/);
}
