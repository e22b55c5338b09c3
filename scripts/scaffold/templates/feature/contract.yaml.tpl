# __title__'s part of the backend contract: its calls, their shapes and the decisions behind them
# (OpenAPI 3.1). Shared shapes are referenced from contract/shared.yaml. `npm run contract:bundle`
# bundles this fragment into contract/openapi.yaml (docs/backend-contract.md, docs/decisions/331).
tags:
  - name: __title__
    description: The calls of __title__.

x-decisions:
  __kebab__:
    summary: __title__ lists a contact's items (`{id, text, createdAt}`, newest first) at `GET /__Name__/{psaId}/contacts/{contactId}/items`; the shapes are npm run new:feature's starting point, typed once in the feature's wire module.
    record: features/__id__/adapters/wire/__name__Wire.ts

paths:
  /__Name__/{psaId}/contacts/{contactId}/items:
    get:
      operationId: list__Name__Items
      tags: [__title__]
      summary: A contact's __title__ items, newest first.
      x-decision: __kebab__
      parameters:
        - $ref: '../../contract/shared.yaml#/components/parameters/psaId'
        - $ref: '../../contract/shared.yaml#/components/parameters/contactId'
      responses:
        '200':
          description: The items.
          content:
            application/json:
              schema:
                type: array
                items: { $ref: '#/components/schemas/__Name__Item' }
        default: { $ref: '../../contract/shared.yaml#/components/responses/Error' }

components:
  schemas:
    __Name__Item:
      type: object
      description: One item of __title__ (features/__id__/adapters/wire/__name__Wire.ts).
      required: [id, text, createdAt]
      properties:
        id: { type: string, minLength: 1 }
        text: { type: string }
        createdAt: { type: string, minLength: 1, format: date-time }
