/**
 * Evaluates the part of OpenAPI's runtime expressions the contract uses: `$response.body#/json/pointer`
 * against an answer's body. Anything else, or a pointer into nothing, is undefined.
 */
export function evaluateRuntimeExpression(expression: string, answer: { body: unknown }): unknown {
  const match = /^\$response\.body(?:#(.*))?$/.exec(expression);
  if (!match) return undefined;
  const pointer = match[1] ?? '';
  if (pointer === '') return answer.body;
  return pointer
    .split('/')
    .slice(1)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      answer.body,
    );
}
