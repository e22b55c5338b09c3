// The contract check's command line: its options, its usage text, and the values the options give.
import type { parseArgs } from 'node:util';
import type { CheckContext } from '@contract/tools/checkPlan';
import { psaDescriptors } from '@adapters/psa/registry';

/** Words joined with ", " in lines of at most `width` characters, the lines after the first indented. */
function wrappedList(words: readonly string[], width: number, indent: string): string {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last}, ${word}`.length <= width) lines[lines.length - 1] = `${last}, ${word}`;
    else lines.push(word);
  }
  return lines.join(`,\n${indent}`);
}

/** The registered PSAs' types, listed under --psa (a PSA added to the registry is listed too). */
const PSA_TYPES = wrappedList(
  psaDescriptors.map((d) => d.type),
  76,
  ' '.repeat(26),
);

export const USAGE = `Usage: npm run contract:check -- --api <base URL> --token <bearer token> [options]

  --api <url>             the API base, e.g. https://staging.example.com/api
  --token <token>         a session's access token (sign in, then copy it from the app's local storage "token")
  --user <id>             the signed-in user's id (GET User/{id})
  --psa <type>            the PSA type, one of:
                          ${PSA_TYPES}
  --psa-id <id>           the PSA integration's id (psaId, crmId)
  --ticket <id>           a ticket of that PSA
  --contact <id>          a contact of that PSA (default: the ticket's contact)
  --project-ticket <id>   a project ticket (for a PSA with project tickets)
  --write                 also make the POSTs marked safe to write (never the ones that text, email,
                          push or message a person)
  --timeout <ms>          per call (default 15000)`;

export const OPTIONS = {
  api: { type: 'string' },
  token: { type: 'string' },
  user: { type: 'string' },
  psa: { type: 'string' },
  'psa-id': { type: 'string' },
  ticket: { type: 'string' },
  contact: { type: 'string' },
  'project-ticket': { type: 'string' },
  write: { type: 'boolean', default: false },
  timeout: { type: 'string', default: '15000' },
  help: { type: 'boolean', default: false },
} as const;

export type Options = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

/** The values the options give (the user, the PSA integration, a ticket, a contact, a project ticket). */
export function given(values: Options): CheckContext {
  const context: CheckContext = new Map();
  const named: Array<[string, string | undefined]> = [
    ['userId', values.user],
    ['psaId', values['psa-id']],
    ['ticketId', values.ticket],
    ['contactId', values.contact],
    ['projectTicketId', values['project-ticket']],
  ];
  for (const [name, value] of named) if (value) context.set(name, value);
  return context;
}
