import { resolveLocal, type OpenApiDocument, type ResponseObject } from './contractDocuments';
import type { ContractOperation } from './operationIndex';
import { evaluateRuntimeExpression } from './runtimeExpression';

/*
 * What `npm run contract:check` calls, in what order, with which values: the operations a session can
 * make without a person on the other end, their parameters filled from the command line, from values
 * earlier answers captured, and from the links the document declares between operations.
 */

/** Values the check knows, by name: from the command line, then captured from answers. */
export type CheckContext = Map<string, string>;

/** Parameter names that mean the same value under another spelling. */
const SYNONYMS: Record<string, string> = {
  crmId: 'psaId',
  CrmId: 'psaId',
  TicketId: 'ticketId',
  PsaContactId: 'contactId',
};

export interface PlannedCall {
  operation: ContractOperation;
  /** Why it is not called (it is still listed). */
  skip?: string;
  /** Left out because it belongs to other PSAs than the one checked. */
  otherPsa?: boolean;
}

export interface CheckOptions {
  /** The PSA type (ConnectWise, Halo, ...): operations marked x-psa for other PSAs are left out. */
  psa: string | null;
  /** POSTs marked `write` are called too. */
  write: boolean;
}

/** Every operation with whether and why not the check calls it, GETs first, in document order. */
export function planCalls(operations: readonly ContractOperation[], options: CheckOptions): PlannedCall[] {
  const reads = operations.filter((o) => o.method === 'get');
  const writes = operations.filter((o) => o.method !== 'get');
  return [...reads, ...writes].map((operation) => {
    const psas = operation.operation['x-psa'];
    return {
      operation,
      skip: reasonToSkip(operation, options),
      otherPsa: !!(psas && options.psa && !psas.includes(options.psa)),
    };
  });
}

function reasonToSkip(operation: ContractOperation, options: CheckOptions): string | undefined {
  const mark = operation.operation['x-contract-check'] ?? {};
  if (mark.never) return `never called: ${mark.never}`;
  if (mark.skip) return mark.skip;
  if (operation.method !== 'get' && !mark.write) return 'changes something; not marked as safe to call';
  if (operation.method !== 'get' && !options.write) return `only with --write: ${mark.write}`;
  const psas = operation.operation['x-psa'];
  if (psas && !options.psa) return `needs --psa (${psas.join(', ')})`;
  if (psas && options.psa && !psas.includes(options.psa)) return `not for ${options.psa} (${psas.join(', ')} only)`;
  return undefined;
}

/** A request ready to send: the path with its values, the query, the body. */
export interface ResolvedCall {
  path: string;
  query: URLSearchParams;
  body?: unknown;
}

/** Fills the operation's parameters, or names the first value the check does not have. */
export function resolveCall(
  operation: ContractOperation,
  context: CheckContext,
  linked: ReadonlyMap<string, string>,
): ResolvedCall | { missing: string } {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const value =
      linked.get(parameter.name) ??
      valueOf(parameter.name, context) ??
      defaultOf(parameter.schema) ??
      (parameter.required && parameter.example !== undefined ? String(parameter.example) : undefined);
    if (value === undefined) {
      if (parameter.required) return { missing: parameter.name };
      continue;
    }
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else query.set(parameter.name, value);
  }
  const template = operation.operation['x-contract-check']?.body;
  if (template === undefined) return { path, query };
  const missing: string[] = [];
  const body = fillTemplate(template, context, missing);
  return missing.length > 0 ? { missing: missing[0]! } : { path, query, body };
}

function valueOf(name: string, context: CheckContext): string | undefined {
  return context.get(name) ?? context.get(SYNONYMS[name] ?? '');
}

function defaultOf(schema: Record<string, unknown> | undefined): string | undefined {
  const value = schema?.const ?? schema?.default;
  return value === undefined ? undefined : String(value);
}

/** A copy of the body template with each `{name}` replaced by the value the check knows. */
function fillTemplate(template: unknown, context: CheckContext, missing: string[]): unknown {
  if (typeof template === 'string') {
    const whole = /^\{([A-Za-z]+)\}$/.exec(template);
    if (!whole) return template;
    const value = valueOf(whole[1]!, context);
    if (value === undefined) missing.push(whole[1]!);
    return value;
  }
  if (Array.isArray(template)) return template.map((t) => fillTemplate(t, context, missing));
  if (template && typeof template === 'object')
    return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fillTemplate(v, context, missing)]));
  return template;
}

/**
 * What an answer hands on: values for later operations' parameters (the document's `links`, by target
 * operation) and values for the context (`x-contract-check-capture`, kept when not already known).
 */
export function harvest(
  document: OpenApiDocument,
  operation: ContractOperation,
  status: number,
  body: unknown,
  context: CheckContext,
  links: Map<string, Map<string, string>>,
): void {
  const declared = operation.operation.responses[String(status)];
  if (!declared) return;
  const response = resolveLocal<ResponseObject>(document, declared);
  for (const link of Object.values(response.links ?? {})) {
    for (const [name, expression] of Object.entries(link.parameters ?? {})) {
      const value = evaluateRuntimeExpression(expression, { body });
      if (typeof value === 'string' || typeof value === 'number') {
        const forTarget = links.get(link.operationId) ?? new Map<string, string>();
        if (!forTarget.has(name)) forTarget.set(name, String(value));
        links.set(link.operationId, forTarget);
      }
    }
  }
  for (const [name, expression] of Object.entries(response['x-contract-check-capture'] ?? {})) {
    const value = evaluateRuntimeExpression(expression, { body });
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
      if (!context.has(name)) context.set(name, String(value));
    }
  }
}
