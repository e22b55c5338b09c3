import type { PodRecord } from './PodRecord';
import { token } from '../shared/Token';

/** A contact in a list: its id and the label the PSA gives it. */
export interface ContactOption {
  id: string;
  label: string;
}

/** One page of a company's contacts, with the total the server reported (x-total-count). */
export interface ContactPage {
  rows: ContactOption[];
  totalCount: number;
}

export interface CompanyContactsQuery {
  psaId: string;
  companyId: string;
  /** Free text typed by the technician; trimmed and sent only when not empty. */
  label?: string;
  start: number;
  end: number;
}

/** The PSA's contacts beyond the one on the record (spec section 7, lookups). */
export interface ContactDirectory {
  /** GET /TicketCreate/{psaId}/contacts/v2. */
  listCompanyContacts(query: CompanyContactsQuery): Promise<ContactPage>;
  /** POST /ConnectWisePod/saveToContact: makes the contact the ticket's contact; answers the ticket's record. */
  saveToContact(request: { psaId: string; ticketId: string; contactId: string }): Promise<PodRecord>;
  /** POST /PsaContacts/contacts/checkByPhone: the PSA's contacts with this phone number. */
  checkByPhone(request: { psaId: string; phone: string }): Promise<ContactOption[]>;
}

export const ContactDirectoryToken = token<ContactDirectory>('core.contact.ContactDirectory');
