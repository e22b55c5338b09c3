// The contract check's plan, called in rounds: a call whose values come from another's answer waits for it.
import { resolveCall, type CheckContext, type planCalls } from '@contract/tools/checkPlan';
import type { ContractOperation } from '@contract/tools/operationIndex';
import { callOnce, type Row, type Run } from './callOnce';

/** What the calls found: a row per operation, whether any answered, and how many secured calls refused the token. */
export interface Outcome {
  rows: Map<ContractOperation, Row>;
  reached: boolean;
  refused: number;
  secured: number;
}

/**
 * Makes the plan's calls in rounds (a call whose values come from another call's answer waits for it); a call still
 * waiting when a round makes no progress is skipped, saying which value it lacks.
 */
export async function callPlan(plan: ReturnType<typeof planCalls>, run: Run): Promise<Outcome> {
  const { context, links } = run;
  const outcome: Outcome = { rows: new Map(), reached: false, refused: 0, secured: 0 };
  const progress = new Progress(plan.filter((p) => !p.skip).length);
  for (const { operation, skip, otherPsa } of plan) {
    if (skip) outcome.rows.set(operation, skippedRow(operation, `skipped: ${skip}`, otherPsa));
  }
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
      const row = await callOnce(run, operation, resolved);
      record(outcome, operation, row);
    }
    pending = waiting;
  }
  for (const operation of pending) {
    const resolved = resolveCall(operation, contextFor(operation, context), links.get(operation.id) ?? new Map());
    const missing = 'missing' in resolved ? resolved.missing : 'a value';
    const hint =
      operation.operation['x-contract-check']?.screen === 'project_ticket' ? 'give --project-ticket' : hintFor(missing);
    outcome.rows.set(operation, skippedRow(operation, `skipped: no ${missing} (${hint})`));
  }
  progress.done();
  return outcome;
}

function skippedRow(operation: ContractOperation, result: string, hidden?: boolean): Row {
  return { label: operation.label, status: '-', result, outcome: 'skipped', hidden };
}

/** Records a call's row: whether the API answered at all, and whether a secured call refused the token. */
function record(outcome: Outcome, operation: ContractOperation, row: Row): void {
  if (row.status !== 'network error') outcome.reached = true;
  if (operation.operation.security?.length !== 0) {
    outcome.secured += 1;
    if (row.status === '401') outcome.refused += 1;
  }
  outcome.rows.set(operation, row);
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
