import { token } from '@features/api/core';
import type { BoardTypes, CreatedTicket, LookupOption } from './QuickTicketLookups';
import type { CreateTicketRequest } from './ticketDraft';

/** ConnectWise ticket creation and its lookups (spec section 7: TicketCreate and Integration). */
export interface QuickTicketApi {
  companies(psaId: string, signal?: AbortSignal): Promise<LookupOption[]>;
  agreements(psaId: string, companyId: string, signal?: AbortSignal): Promise<LookupOption[]>;
  sites(psaId: string, companyId: string, signal?: AbortSignal): Promise<LookupOption[]>;
  /** Sorted by label. */
  contacts(psaId: string, companyId: string, signal?: AbortSignal): Promise<LookupOption[]>;
  /** Sorted by label. */
  priorities(psaId: string, signal?: AbortSignal): Promise<LookupOption[]>;
  /** Sorted by name. */
  serviceBoards(psaId: string, signal?: AbortSignal): Promise<LookupOption[]>;
  /** Sorted by name. */
  boardStatuses(psaId: string, boardId: string, signal?: AbortSignal): Promise<LookupOption[]>;
  boardTypes(psaId: string, boardId: string, signal?: AbortSignal): Promise<BoardTypes>;
  /** Sorted by name. */
  sources(psaId: string, signal?: AbortSignal): Promise<LookupOption[]>;
  createTicket(psaId: string, request: CreateTicketRequest): Promise<CreatedTicket>;
}

export const QuickTicketApiToken = token<QuickTicketApi>('features.quickTicket.QuickTicketApi');
