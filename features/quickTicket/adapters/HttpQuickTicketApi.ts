import type { AxiosInstance } from 'axios';
import { parseWire, SAID_IN_PLACE } from '@features/api/adapters';
import { isHttpUrl, isSafeReturnPath } from '@features/api/core';
import type { BoardTypes, CreatedTicket, LookupOption } from '../core/QuickTicketLookups';
import type { QuickTicketApi } from '../core/QuickTicketApi';
import { sortByLabel } from '../core/sortOptions';
import type { CreateTicketRequest } from '../core/ticketDraft';
import {
  boardTypesWire,
  createdTicketWire,
  idNameListWire,
  valueLabelListWire,
  type CreateTicketBody,
} from './wire/quickTicketWire';

const seg = encodeURIComponent;
const numberOrNull = (id: string | null) => (id === null ? null : Number(id));

/** Quick Ticket over the shared axios client; every answer checked against its wire schema. */
export class HttpQuickTicketApi implements QuickTicketApi {
  constructor(private readonly http: AxiosInstance) {}

  companies(psaId: string, signal?: AbortSignal) {
    return this.valueLabels(`TicketCreate/${seg(psaId)}/connectwise/companies`, 'the companies', signal);
  }

  agreements(psaId: string, companyId: string, signal?: AbortSignal) {
    return this.valueLabels(
      `TicketCreate/${seg(psaId)}/connectwise/companies/${seg(companyId)}/agreements`,
      'the agreements',
      signal,
    );
  }

  sites(psaId: string, companyId: string, signal?: AbortSignal) {
    return this.valueLabels(
      `TicketCreate/${seg(psaId)}/connectwise/companies/${seg(companyId)}/sites`,
      'the sites',
      signal,
    );
  }

  async contacts(psaId: string, companyId: string, signal?: AbortSignal) {
    return sortByLabel(
      await this.valueLabels(`TicketCreate/${seg(psaId)}/contacts`, 'the contacts', signal, { companyId }),
    );
  }

  async priorities(psaId: string, signal?: AbortSignal) {
    return sortByLabel(
      await this.valueLabels(`TicketCreate/${seg(psaId)}/connectwise/priorities`, 'the priorities', signal),
    );
  }

  async serviceBoards(psaId: string, signal?: AbortSignal) {
    return sortByLabel(await this.idNames(`Integration/${seg(psaId)}/service-boards`, 'the service boards', signal));
  }

  async boardStatuses(psaId: string, boardId: string, signal?: AbortSignal) {
    return sortByLabel(
      await this.idNames(`Integration/${seg(psaId)}/board-statuses/${seg(boardId)}`, 'the board statuses', signal),
    );
  }

  async sources(psaId: string, signal?: AbortSignal) {
    return sortByLabel(await this.idNames(`Integration/${seg(psaId)}/sources`, 'the sources', signal));
  }

  async boardTypes(psaId: string, boardId: string, signal?: AbortSignal): Promise<BoardTypes> {
    const response = await this.http.get(`Integration/${seg(psaId)}/board-types/${seg(boardId)}`, { signal });
    const wire = parseWire(boardTypesWire, response.data, 'the board types');
    return {
      types: wire.boardTypes.map(({ id, name }) => ({ id: String(id), label: name })),
      subTypes: wire.boardSubTypes.map(({ id, name, typeAssociationIds }) => ({
        id: String(id),
        label: name,
        typeIds: typeAssociationIds.map(String),
      })),
      items: wire.items.map(({ id, name, subTypeAssociationIds }) => ({
        id: String(id),
        label: name,
        subTypeIds: subTypeAssociationIds.map(String),
      })),
    };
  }

  async createTicket(psaId: string, request: CreateTicketRequest): Promise<CreatedTicket> {
    const body: CreateTicketBody = {
      companyId: request.companyId,
      contactId: request.contactId,
      agreementId: request.agreementId,
      siteId: request.siteId,
      priorityId: request.priorityId,
      boardId: Number(request.boardId),
      statusId: numberOrNull(request.statusId),
      typeId: numberOrNull(request.typeId),
      subTypeId: numberOrNull(request.subTypeId),
      itemId: numberOrNull(request.itemId),
      sourceId: numberOrNull(request.sourceId),
      summary: request.summary,
      initialDescription: request.description,
    };
    const response = await this.http.post(`TicketCreate/${seg(psaId)}/connectwise/createTicket`, body, SAID_IN_PLACE);
    const ticket = parseWire(createdTicketWire, response.data, 'the created ticket');
    // A link is only followed to a web page or a path of this app, never javascript: or data:.
    const link = isHttpUrl(ticket.link) || isSafeReturnPath(ticket.link) ? ticket.link : null;
    return { id: ticket.id, number: ticket.number, summary: ticket.summary, link };
  }

  private async valueLabels(
    path: string,
    what: string,
    signal?: AbortSignal,
    params?: Record<string, string>,
  ): Promise<LookupOption[]> {
    const response = await this.http.get(path, { signal, params });
    return parseWire(valueLabelListWire, response.data, what).map(({ value, label }) => ({ id: value, label }));
  }

  private async idNames(path: string, what: string, signal?: AbortSignal): Promise<LookupOption[]> {
    const response = await this.http.get(path, { signal });
    return parseWire(idNameListWire, response.data, what).map(({ id, name }) => ({ id: String(id), label: name }));
  }
}
