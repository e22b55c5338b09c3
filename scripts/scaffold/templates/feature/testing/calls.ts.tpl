import type { CallCase } from '@tests/kit/CallCase';
import { arr, num, obj, str } from '@tests/kit/domainShape';
import { Http__Name__Api } from '../adapters/Http__Name__Api';
import { __name__ItemListWire } from '../adapters/wire/__name__Wire';

/**
 * __title__'s HTTP calls, each adapter method once at least: the fault suites drive them through generated
 * answers and the contract tests hold them to contract/openapi.yaml (a method without a row fails).
 */
export const __name__Calls: readonly CallCase[] = [
  {
    name: 'Http__Name__Api.items',
    wire: __name__ItemListWire,
    domain: arr(obj({ id: str, text: str, addedAt: num })),
    takesSignal: true,
    run: (h, signal) => new Http__Name__Api(h).items('acme-cw', 'acme-cw-co1-ct1', signal),
  },
];
