// `npm run contract:check -- --api <url> --token <bearer> [--user ...] [--psa ...] [--psa-id ...]
// [--ticket ...] [--contact ...] [--project-ticket ...] [--write]`: calls every safe GET the SPA makes
// against a live API with that session, checks each answer against contract/openapi.yaml and prints
// one row per call. Exit 0 when every answer fits, 1 on any mismatch, 2 when the API cannot be reached
// (or refuses the token). docs/backend-contract.md says how a backend team runs it in CI.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Contract, mediaType } from '@contract/tools/Contract';
import { readContractDocuments } from '@contract/tools/contractDocuments';
import { harvest, planCalls, resolveCall, type CheckContext } from '@contract/tools/checkPlan';
import type { ContractOperation } from '@contract/tools/operationIndex';
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

const USAGE = `Usage: npm run contract:check -- --api <base URL> --token <bearer token> [options]

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

interface Row {
  label: string;
  status: string;
  result: string;
  outcome: 'passed' | 'failed' | 'skipped';
  /** Another PSA's lookup: counted, not listed. */
  hidden?: boolean;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
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
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.api || !values.token) {
    console.error(`--api and --token are required.\n\n${USAGE}`);
    return 2;
  }
  const api = values.api.replace(/\/+$/, '');
  const contract = new Contract(readContractDocuments(fileURLToPath(new URL('../../contract', import.meta.url))));
  const context: CheckContext = new Map();
  const given: Array<[string, string | undefined]> = [
    ['userId', values.user],
    ['psaId', values['psa-id']],
    ['ticketId', values.ticket],
    ['contactId', values.contact],
    ['projectTicketId', values['project-ticket']],
  ];
  for (const [name, value] of given) if (value) context.set(name, value);
  const knownPsas = new Set(contract.operations.flatMap((o) => o.operation['x-psa'] ?? []));
  if (values.psa && !knownPsas.has(values.psa)) {
    console.error(`--psa ${values.psa} is not a PSA type of the contract (${[...knownPsas].join(', ')}).`);
    return 2;
  }

  const plan = planCalls(contract.operations, { psa: values.psa ?? null, write: values.write });
  const links = new Map<string, Map<string, string>>();
  const rows = new Map<ContractOperation, Row>();
  let reached = false;
  let refused = 0;
  let secured = 0;
  const progress = new Progress(plan.filter((p) => !p.skip).length);

  for (const { operation, skip, otherPsa } of plan) {
    if (skip)
      rows.set(operation, {
        label: operation.label,
        status: '-',
        result: `skipped: ${skip}`,
        outcome: 'skipped',
        hidden: otherPsa,
      });
  }
  // Rounds: a call whose values come from another call's answer waits for it.
  let pending = plan.filter((p) => !p.skip).map((p) => p.operation);
  for (let progressed = true; pending.length > 0 && progressed;) {
    progressed = false;
    const waiting: ContractOperation[] = [];
    for (const operation of pending) {
      const resolved = resolveCall(operation, contextFor(operation, context), links.get(operation.id) ?? new Map());
      if ('missing' in resolved) {
        waiting.push(operation);
        continue;
      }
      progressed = true;
      progress.show(operation.label);
      const row = await callOnce(
        contract,
        api,
        values.token,
        operation,
        resolved,
        Number(values.timeout),
        context,
        links,
      );
      if (row.status !== 'network error') reached = true;
      if (operation.operation.security?.length !== 0) {
        secured += 1;
        if (row.status === '401') refused += 1;
      }
      rows.set(operation, row);
    }
    pending = waiting;
  }
  for (const operation of pending) {
    const resolved = resolveCall(operation, contextFor(operation, context), links.get(operation.id) ?? new Map());
    const missing = 'missing' in resolved ? resolved.missing : 'a value';
    const hint =
      operation.operation['x-contract-check']?.screen === 'project_ticket' ? 'give --project-ticket' : hintFor(missing);
    rows.set(operation, {
      label: operation.label,
      status: '-',
      result: `skipped: no ${missing} (${hint})`,
      outcome: 'skipped',
    });
  }
  progress.done();

  if (!reached) {
    console.error(`Cannot reach ${api}: no call got an answer.`);
    return 2;
  }
  print(plan.map((p) => rows.get(p.operation)!));
  if (secured > 0 && refused === secured) {
    console.error(
      'The API refused the token on every call that needs one (401): sign in again and pass the new token.',
    );
    return 2;
  }
  return [...rows.values()].some((r) => r.outcome === 'failed') ? 1 : 0;
}

/** A project ticket's lookup takes the project ticket as its ticketId. */
function contextFor(operation: ContractOperation, context: CheckContext): CheckContext {
  if (operation.operation['x-contract-check']?.screen !== 'project_ticket') return context;
  const own = new Map(context);
  own.delete('ticketId');
  const projectTicket = context.get('projectTicketId');
  if (projectTicket) own.set('ticketId', projectTicket);
  return own;
}

function hintFor(name: string): string {
  const options: Record<string, string> = {
    userId: 'give --user',
    psaId: 'give --psa-id',
    crmId: 'give --psa-id',
    ticketId: 'give --ticket',
    contactId: 'give --contact or --ticket',
    phone: 'the contact has no phone',
  };
  return options[name] ?? 'no earlier answer had one';
}

async function callOnce(
  contract: Contract,
  api: string,
  token: string,
  operation: ContractOperation,
  resolved: { path: string; query: URLSearchParams; body?: unknown },
  timeout: number,
  context: CheckContext,
  links: Map<string, Map<string, string>>,
): Promise<Row> {
  const query = resolved.query.toString();
  const url = `${api}${resolved.path}${query ? `?${query}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: operation.method.toUpperCase(),
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(resolved.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: resolved.body === undefined ? undefined : JSON.stringify(resolved.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeout),
    });
  } catch (error) {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { label: operation.label, status: 'network error', result: cause, outcome: 'failed' };
  }
  const text = await response.text();
  let body: unknown = text === '' ? undefined : text;
  if (mediaType(response.headers.get('content-type'))?.includes('json') && text !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return {
        label: operation.label,
        status: String(response.status),
        result: 'the body is not JSON',
        outcome: 'failed',
      };
    }
  }
  const status = String(response.status);
  if (response.status < 200 || response.status > 299) {
    const message =
      body && typeof body === 'object' && 'message' in body
        ? `: ${String((body as { message: unknown }).message).slice(0, 120)}`
        : '';
    return { label: operation.label, status, result: `expected a 2xx answer${message}`, outcome: 'failed' };
  }
  const problems = contract.checkAnswer(operation, { status: response.status, headers: response.headers, body });
  if (problems.length > 0) return { label: operation.label, status, result: problems[0]!, outcome: 'failed' };
  harvest(contract.documents.openapi, operation, response.status, body, context, links);
  return { label: operation.label, status, result: 'ok', outcome: 'passed' };
}

function print(rows: Row[]): void {
  const shown = rows.filter((r) => !r.hidden);
  const width = Math.max(...shown.map((r) => r.label.length));
  for (const row of shown) console.log(`${row.label.padEnd(width)}  ${row.status.padEnd(4)}  ${row.result}`);
  const count = (outcome: Row['outcome']) => rows.filter((r) => r.outcome === outcome).length;
  const hidden = rows.length - shown.length;
  const skipped = count('skipped')
    ? `, ${count('skipped')} skipped${hidden ? ` (${hidden} of other PSAs, not listed)` : ''}`
    : '';
  console.log(`\n${count('passed')} passed, ${count('failed')} failed${skipped}`);
}

/** One line on the terminal that says which call is running (nothing when stderr is not a terminal). */
class Progress {
  private started = 0;
  constructor(private readonly total: number) {}
  show(label: string): void {
    this.started += 1;
    if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K[${this.started}/${this.total}] ${label}`);
  }
  done(): void {
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
