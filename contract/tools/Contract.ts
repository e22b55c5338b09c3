import {
  resolveLocal,
  type ContractDocuments,
  type HeaderObject,
  type JsonSchema,
  type MediaTypeObject,
} from './contractDocuments';
import { ContractSchemas, type ContractSchemasOptions } from './contractSchemas';
import { OperationIndex, operationsOf, responseFor, type ContractOperation } from './operationIndex';

/** An HTTP answer as the checks read it. */
export interface ContractAnswer {
  status: number;
  /** Header lookup, case-insensitive (a Fetch `Headers` fits). */
  headers: { get(name: string): string | null };
  /** The body: parsed JSON for a JSON answer, else the text (or undefined when there is none). */
  body: unknown;
}

/** An HTTP request as the checks read it. */
export interface ContractRequest {
  query: URLSearchParams;
  /** The media type without parameters, or null when there is no body. */
  contentType: string | null;
  /** JSON parsed, a form as a plain object, or undefined for bytes the schema does not describe. */
  body: unknown;
}

/**
 * The contract, ready to judge requests and answers: the documents, their operations and the schema
 * validator. Every problem is one line that names the field.
 */
export class Contract {
  readonly operations: readonly ContractOperation[];
  readonly index: OperationIndex;
  readonly schemas: ContractSchemas;

  constructor(
    readonly documents: ContractDocuments,
    options: ContractSchemasOptions = {},
  ) {
    this.operations = operationsOf(documents.openapi);
    this.index = new OperationIndex(this.operations);
    this.schemas = new ContractSchemas(documents, options);
  }

  /** What is wrong with an answer to `operation` (nothing: an empty list). */
  checkAnswer(operation: ContractOperation, answer: ContractAnswer): string[] {
    const found = responseFor(this.documents.openapi, operation, answer.status);
    if (!found) return [`status ${answer.status}: not in the document`];
    const problems: string[] = [];
    for (const [name, declared] of Object.entries(found.response.headers ?? {})) {
      const header = resolveLocal<HeaderObject>(this.documents.openapi, declared);
      const value = answer.headers.get(name);
      if (value === null) {
        if (header.required) problems.push(`header ${name}: expected ${describeType(header.schema)}, got nothing`);
      } else if (header.schema) {
        const problem = this.schemas.check(header.schema, value, 'openapi', `header ${name}`);
        if (problem) problems.push(problem);
      }
    }
    const content = found.response.content;
    if (!content) return problems;
    const contentType = mediaType(answer.headers.get('content-type'));
    const media = mediaFor(content, contentType);
    if (!media) {
      problems.push(`content type ${contentType ?? 'none'}: expected ${Object.keys(content).join(' or ')}`);
      return problems;
    }
    if (media.type === 'application/json' && media.object.schema) {
      const problem = this.schemas.check(media.object.schema, answer.body);
      if (problem) problems.push(problem);
    }
    return problems;
  }

  /** What is wrong with a request for `operation`: undeclared or missing query parameters, a body that does not fit. */
  checkRequest(operation: ContractOperation, request: ContractRequest): string[] {
    const problems: string[] = [];
    const declared = operation.parameters.filter((p) => p.in === 'query');
    for (const name of new Set(request.query.keys())) {
      if (!declared.some((p) => p.name === name)) problems.push(`query parameter ${name}: not in the document`);
    }
    for (const parameter of declared) {
      const values = request.query.getAll(parameter.name);
      if (values.length === 0) {
        if (parameter.required)
          problems.push(`query parameter ${parameter.name}: expected ${describeType(parameter.schema)}, got nothing`);
        continue;
      }
      if (!parameter.schema) continue;
      const problem = this.schemas.check(
        parameter.schema,
        coerce(values[0]!, parameter.schema),
        'openapi',
        `query parameter ${parameter.name}`,
      );
      if (problem) problems.push(problem);
    }
    const body = operation.operation.requestBody;
    if (!body) {
      if (request.contentType !== null) problems.push(`body: the document has none for ${operation.label}`);
      return problems;
    }
    if (request.contentType === null) {
      if (body.required) problems.push(`body: expected ${Object.keys(body.content).join(' or ')}, got nothing`);
      return problems;
    }
    const media = mediaFor(body.content, request.contentType);
    if (!media) {
      problems.push(`content type ${request.contentType}: expected ${Object.keys(body.content).join(' or ')}`);
      return problems;
    }
    if (media.type !== '*/*' && media.object.schema && request.body !== undefined) {
      const problem = this.schemas.check(media.object.schema, request.body);
      if (problem) problems.push(problem);
    }
    return problems;
  }
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(header: string | null | undefined): string | null {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type || null;
}

function mediaFor(
  content: Record<string, MediaTypeObject>,
  type: string | null,
): { type: string; object: MediaTypeObject } | null {
  if (type && content[type]) return { type, object: content[type] };
  const family = type ? `${type.split('/')[0]}/*` : null;
  if (family && content[family]) return { type: family, object: content[family] };
  if (content['*/*']) return { type: '*/*', object: content['*/*'] };
  return null;
}

/** A query value read as the type its schema names (a query carries text only). */
function coerce(value: string, schema: JsonSchema): unknown {
  const types = [schema.type].flat();
  if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function describeType(schema: JsonSchema | undefined): string {
  const type = schema?.type;
  return type ? [type].flat().join(' or ') : 'a value';
}
