import type { CompanyContactsQuery } from './ContactDirectory';

/** The contact list page size (spec section 9: start 0, end 20). */
export const CONTACT_PAGE_SIZE = 20;

/** Query parameters of GET /TicketCreate/{psaId}/contacts/v2 (spec sections 5 and 7). */
export function contactListParams(query: CompanyContactsQuery): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {
    companyId: query.companyId,
    alphaSort: true,
    _start: query.start,
    _end: query.end,
  };
  const label = query.label?.trim();
  if (label) params.label = label;
  return params;
}
