import type { FeatureNames } from './featureNames';
import { insertAfterLastLine, insertBeforeLine } from './textEdits';

export const CONTRACT = 'contract/openapi.yaml';

/** The path of the scaffolded feature's one call, as the contract writes it. */
export const itemsPath = (n: FeatureNames) => `/${n.Name}/{psaId}/contacts/{contactId}/items`;

/** What of the feature's names the contract already holds (each a reason to write nothing). */
export function contractClashes(text: string, n: FeatureNames): string[] {
  return [
    text.includes(`\n  ${itemsPath(n)}:\n`) && `${CONTRACT} already has ${itemsPath(n)}`,
    text.includes(`\n    ${n.Name}Item:\n`) && `${CONTRACT} already has a schema ${n.Name}Item`,
    text.includes(`\n  ${n.kebab}:\n`) && `${CONTRACT} already has an x-decisions entry ${n.kebab}`,
    text.includes(`\n  - name: ${n.title}\n`) && `${CONTRACT} already has a tag ${n.title}`,
  ].filter((reason): reason is string => !!reason);
}

/** contract/openapi.yaml with the feature's tag, decision entry, operation and item schema. */
export function contractWithFeature(text: string, n: FeatureNames): string {
  const path = itemsPath(n);
  const wire = `features/${n.id}/adapters/wire/${n.name}Wire.ts`;
  const withTag = insertBeforeLine(
    CONTRACT,
    text,
    /^x-decisions:$/,
    `  - name: ${n.title}\n    description: The calls of ${n.title}.`,
  );
  const withDecision = insertBeforeLine(
    CONTRACT,
    withTag,
    /^paths:$/,
    `  ${n.kebab}:
    summary: ${n.title} lists a contact's items (\`{id, text, createdAt}\`, newest first) at \`GET ${path}\`; the shapes are npm run new:feature's starting point, typed once in the feature's wire module.
    record: ${wire}`,
  );
  const withOperation = insertBeforeLine(
    CONTRACT,
    withDecision,
    /^components:$/,
    `  # ---------------------------------------------------------------- ${n.title}
  ${path}:
    get:
      operationId: list${n.Name}Items
      tags: [${n.title}]
      summary: A contact's ${n.title} items, newest first.
      x-decision: ${n.kebab}
      parameters:
        - $ref: '#/components/parameters/psaId'
        - $ref: '#/components/parameters/contactId'
      responses:
        '200':
          description: The items.
          content:
            application/json:
              schema:
                type: array
                items: { $ref: '#/components/schemas/${n.Name}Item' }
        default: { $ref: '#/components/responses/Error' }`,
  );
  return insertAfterLastLine(
    CONTRACT,
    withOperation,
    /^ {2}schemas:$/,
    `    ${n.Name}Item:
      type: object
      description: One item of ${n.title} (${wire}).
      required: [id, text, createdAt]
      properties:
        id: { type: string, minLength: 1 }
        text: { type: string }
        createdAt: { type: string, minLength: 1, format: date-time }`,
  );
}
