import { token } from '@features/api/core';
import type { TechVerification, TechVerificationStatus } from './TechVerification';

/** The history table's sortable columns. */
export type TechHistorySort = 'CreatedDate' | 'ContactName' | 'Type' | 'TicketId';

/** One page of the history (spec: _start, _end, field, order and filters; x-total-count). */
export interface TechHistoryQuery {
  start: number;
  end: number;
  sort: TechHistorySort;
  order: 'asc' | 'desc';
  /** Contains, any case; blank means no filter. */
  contactName: string;
  status: TechVerificationStatus | null;
  crmId: string | null;
}

export interface TechHistoryPage {
  rows: TechVerification[];
  totalCount: number;
}

/** Technician Verification's calls (spec section 7: VerifiedPsaTechBySms). */
export interface TechVerificationApi {
  forTicket(crmId: string, ticketId: string, signal?: AbortSignal): Promise<TechVerification[]>;
  /** Texts a code to the ticket's contact, answering `requestId` (null: the technician starts one). */
  sendCode(request: { crmId: string; ticketId: string; requestId: string | null }): Promise<TechVerification>;
  /** Links a request that names no ticket (or another one) to this ticket. */
  link(request: { requestId: string; crmId: string; ticketId: string }): Promise<TechVerification>;
  history(query: TechHistoryQuery, signal?: AbortSignal): Promise<TechHistoryPage>;
}

export const TechVerificationApiToken = token<TechVerificationApi>(
  'features.technicianVerification.TechVerificationApi',
);

/** The query string of a history page: blank filters are not sent. */
export function techHistoryParams(query: TechHistoryQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    _start: query.start,
    _end: query.end,
    field: query.sort,
    order: query.order,
  };
  const name = query.contactName.trim();
  if (name) params.ContactName = name;
  if (query.status) params.Type = query.status;
  if (query.crmId) params.CrmId = query.crmId;
  return params;
}
