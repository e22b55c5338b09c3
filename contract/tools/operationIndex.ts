import {
  HTTP_METHODS,
  resolveLocal,
  type HttpMethod,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type ResponseObject,
} from './contractDocuments';

/** One operation of the document with what the checks need at hand. */
export interface ContractOperation {
  readonly id: string;
  readonly method: HttpMethod;
  /** The path as the document writes it, e.g. `/ConnectwisePod/{psaId}/ticket/{ticketId}`. */
  readonly path: string;
  readonly operation: OperationObject;
  /** Path-item and operation parameters, references followed. */
  readonly parameters: readonly ParameterObject[];
  /** `METHOD /path`, as reports name it. */
  readonly label: string;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): ContractOperation[] {
  const all: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
        resolveLocal<ParameterObject>(document, p),
      );
      all.push({
        id: operation.operationId,
        method,
        path,
        operation,
        parameters,
        label: `${method.toUpperCase()} ${path}`,
      });
    }
  }
  return all;
}

/** The operation's responses with references followed, by status key ('200', '4XX', 'default'). */
export function responsesOf(document: OpenApiDocument, operation: ContractOperation): Record<string, ResponseObject> {
  return Object.fromEntries(
    Object.entries(operation.operation.responses).map(([status, response]) => [
      status,
      resolveLocal<ResponseObject>(document, response),
    ]),
  );
}

/** The response that describes `status`: the exact code, then its class (2XX), then default. */
export function responseFor(
  document: OpenApiDocument,
  operation: ContractOperation,
  status: number,
): { key: string; response: ResponseObject } | null {
  const responses = responsesOf(document, operation);
  for (const key of [String(status), `${String(status).charAt(0)}XX`, 'default']) {
    const response = responses[key];
    if (response) return { key, response };
  }
  return null;
}

/** The first 2xx response of the operation (the answer a call is made for). */
export function successOf(
  document: OpenApiDocument,
  operation: ContractOperation,
): { status: number; response: ResponseObject } {
  const responses = responsesOf(document, operation);
  const key = Object.keys(responses).find((k) => /^2\d\d$/.test(k));
  if (!key) throw new Error(`${operation.id} has no 2xx response.`);
  return { status: Number(key), response: responses[key]! };
}

interface CompiledPath {
  readonly operation: ContractOperation;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  /** Literal segments first: `/User/preCheck` wins over `/User/{userId}` (OpenAPI's rule). */
  readonly literals: number;
}

/** Finds the operation a request is for, and the values of its path parameters. */
export class OperationIndex {
  private readonly compiled: CompiledPath[];

  constructor(readonly operations: readonly ContractOperation[]) {
    this.compiled = operations
      .map((operation) => {
        const names: string[] = [];
        const segments = operation.path.split('/').map((segment) => {
          const parts = segment.split(/(\{[^}]+\})/).filter(Boolean);
          return parts
            .map((part) => {
              const name = /^\{([^}]+)\}$/.exec(part)?.[1];
              if (!name) return escapeRegExp(part);
              names.push(name);
              return '([^/]+)';
            })
            .join('');
        });
        const literals = operation.path.split('/').filter((s) => s && !s.includes('{')).length;
        return { operation, pattern: new RegExp(`^${segments.join('/')}$`), names, literals };
      })
      .sort((a, b) => b.literals - a.literals);
  }

  /** `path` is relative to the API base and still percent-encoded (as in a URL). */
  find(method: string, path: string): { operation: ContractOperation; pathParameters: Record<string, string> } | null {
    const wanted = method.toLowerCase();
    for (const { operation, pattern, names } of this.compiled) {
      if (operation.method !== wanted) continue;
      const match = pattern.exec(path);
      if (!match) continue;
      const pathParameters = Object.fromEntries(names.map((name, i) => [name, safeDecode(match[i + 1]!)]));
      return { operation, pathParameters };
    }
    return null;
  }

  byId(id: string): ContractOperation | undefined {
    return this.operations.find((o) => o.id === id);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
