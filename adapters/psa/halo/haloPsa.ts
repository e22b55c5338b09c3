import type { PsaDescriptor } from '../../../core/psa/PsaDescriptor';
import { psaTypeNumber } from '../../../core/psa/PsaType';

/** Halo Service Desk. */
export const haloPsa: PsaDescriptor = {
  type: 'Halo',
  typeNumber: psaTypeNumber('Halo'),
  title: 'Halo Service Desk',
  slug: 'halo',
  variants: ['pod'],
  entryNames: ['Halo Service Desk'],
  lookups: {
    ticket: (psaId, ticketId) => `/HaloPod/${psaId}/ticket/${ticketId}`,
    contact: (psaId, contactId) => `/PsaContacts/halo/${psaId}/contacts/${contactId}`,
  },
  supports: { clientPortalChats: true, quickTicket: false, teamsChats: false, saveToContact: false },
};
