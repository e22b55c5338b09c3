import { ScaffoldRefused } from './ScaffoldPlan';

/** The id and the optional title of `npm run new:feature -- acmeNotes [--title "Acme Notes"]`. */
export function featureArguments(args: readonly string[]): { id: string; title?: string } {
  const at = args.indexOf('--title');
  const title = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && (!title?.trim() || title.startsWith('--'))) {
    throw new ScaffoldRefused('Nothing written: --title needs the title after it: --title "Acme Notes".');
  }
  const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : [...args];
  const unknown = rest.filter((arg) => arg.startsWith('--'));
  if (unknown.length > 0)
    throw new ScaffoldRefused(`Nothing written: ${unknown.join(', ')} is not an option (only --title).`);
  if (rest.length > 1) {
    throw new ScaffoldRefused(
      `Nothing written: give one id (got ${rest.map((a) => `"${a}"`).join(', ')}); a title with spaces goes after --title.`,
    );
  }
  return title === undefined ? { id: rest[0] ?? '' } : { id: rest[0] ?? '', title };
}
