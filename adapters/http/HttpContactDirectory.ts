import type { AxiosInstance } from 'axios';
import type {
  CompanyContactsQuery,
  ContactDirectory,
  ContactOption,
  ContactPage,
} from '@core/contact/ContactDirectory';
import { contactListParams } from '@core/contact/contactListParams';
import type { PodRecord } from '@core/contact/PodRecord';
import { contactOptionListWire, type CheckByPhoneWire, type SaveToContactWire } from './wire/contactOptionWire';
import { parseWire } from './wire/parseWire';
import { podRecordWire } from './wire/podRecordWire';

/** The company contact list, saving a contact to a ticket and finding contacts by phone. */
export class HttpContactDirectory implements ContactDirectory {
  constructor(private readonly http: AxiosInstance) {}

  async listCompanyContacts(query: CompanyContactsQuery): Promise<ContactPage> {
    const response = await this.http.get(`TicketCreate/${encodeURIComponent(query.psaId)}/contacts/v2`, {
      params: contactListParams(query),
    });
    const rows = parseWire(contactOptionListWire, response.data, 'the contact list').map(({ value, label }) => ({
      id: value,
      label,
    }));
    const header = Number(response.headers['x-total-count']);
    // Without the header the list is as long as what came back (never page past the end).
    const totalCount = Number.isFinite(header) && header >= 0 ? header : query.start + rows.length;
    return { rows, totalCount };
  }

  async saveToContact(request: SaveToContactWire): Promise<PodRecord> {
    const response = await this.http.post('ConnectWisePod/saveToContact', request);
    return parseWire(podRecordWire, response.data, 'the saved contact');
  }

  async checkByPhone(request: CheckByPhoneWire): Promise<ContactOption[]> {
    const response = await this.http.post('PsaContacts/contacts/checkByPhone', request);
    return parseWire(contactOptionListWire, response.data, 'the phone check').map(({ value, label }) => ({
      id: value,
      label,
    }));
  }
}
