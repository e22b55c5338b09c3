import type { PsaDescriptor } from '../../../core/psa/PsaDescriptor';
import { psaTypeNumber } from '../../../core/psa/PsaType';

/** Zendesk. */
export const zendeskPsa: PsaDescriptor = {
  type: 'Zendesk',
  typeNumber: psaTypeNumber('Zendesk'),
  title: 'Zendesk',
  slug: 'zendesk',
  variants: ['pod'],
  entryNames: ['Zendesk'],
  lookups: {
    ticket: (psaId, ticketId) => `/ZendeskPod/${psaId}/ticket/${ticketId}`,
    contact: (psaId, contactId) => `/PsaContacts/zendesk/${psaId}/contacts/${contactId}`,
  },
  supports: { clientPortalChats: false, quickTicket: false, teamsChats: false, saveToContact: false },
};
