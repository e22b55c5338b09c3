import type { CallCase } from '@tests/kit/CallCase';
import { arr, nullable, obj, option, str } from '@tests/kit/domainShape';
import { HttpQuickTicketApi } from '../adapters/HttpQuickTicketApi';
import {
  boardTypesWire,
  createdTicketWire,
  idNameListWire,
  valueLabelListWire,
} from '../adapters/wire/quickTicketWire';

const qt = (h: Parameters<CallCase['run']>[0]) => new HttpQuickTicketApi(h);
const ticketRequest = {
  companyId: 'acme-cw-co1',
  contactId: 'acme-cw-co1-ct1',
  agreementId: null,
  siteId: null,
  priorityId: '1',
  boardId: '2',
  statusId: null,
  typeId: null,
  subTypeId: null,
  itemId: null,
  sourceId: null,
  summary: 'Mailbox move',
  description: '',
};

/** Quick Ticket's HTTP calls, for the fault and contract suites (each adapter method once at least). */
export const quickTicketCalls: readonly CallCase[] = [
  {
    name: 'HttpQuickTicketApi.companies',
    wire: valueLabelListWire,
    domain: arr(option),
    takesSignal: true,
    run: (h, s) => qt(h).companies('acme-cw', s),
  },
  {
    name: 'HttpQuickTicketApi.agreements',
    wire: valueLabelListWire,
    domain: arr(option),
    takesSignal: true,
    run: (h, s) => qt(h).agreements('acme-cw', 'acme-cw-co1', s),
  },
  {
    name: 'HttpQuickTicketApi.sites',
    wire: valueLabelListWire,
    domain: arr(option),
    takesSignal: true,
    run: (h, s) => qt(h).sites('acme-cw', 'acme-cw-co1', s),
  },
  {
    name: 'HttpQuickTicketApi.contacts',
    wire: valueLabelListWire,
    domain: arr(option),
    takesSignal: true,
    run: (h, s) => qt(h).contacts('acme-cw', 'acme-cw-co1', s),
  },
  {
    name: 'HttpQuickTicketApi.priorities',
    wire: valueLabelListWire,
    domain: arr(option),
    takesSignal: true,
    run: (h, s) => qt(h).priorities('acme-cw', s),
  },
  {
    name: 'HttpQuickTicketApi.serviceBoards',
    wire: idNameListWire,
    domain: arr(option),
    takesSignal: true,
    run: (h, s) => qt(h).serviceBoards('acme-cw', s),
  },
  {
    name: 'HttpQuickTicketApi.boardStatuses',
    wire: idNameListWire,
    domain: arr(option),
    takesSignal: true,
    run: (h, s) => qt(h).boardStatuses('acme-cw', '2', s),
  },
  {
    name: 'HttpQuickTicketApi.sources',
    wire: idNameListWire,
    domain: arr(option),
    takesSignal: true,
    run: (h, s) => qt(h).sources('acme-cw', s),
  },
  {
    name: 'HttpQuickTicketApi.boardTypes',
    wire: boardTypesWire,
    domain: obj({
      types: arr(option),
      subTypes: arr(obj({ id: str, label: str, typeIds: arr(str) })),
      items: arr(obj({ id: str, label: str, subTypeIds: arr(str) })),
    }),
    takesSignal: true,
    run: (h, s) => qt(h).boardTypes('acme-cw', '2', s),
  },
  {
    name: 'HttpQuickTicketApi.createTicket',
    silent: true,
    wire: createdTicketWire,
    domain: obj({ id: str, number: str, summary: str, link: nullable(str) }),
    run: (h) => qt(h).createTicket('acme-cw', ticketRequest),
  },
];
