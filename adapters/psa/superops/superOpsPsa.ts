import type { PsaDescriptor } from '../../../core/psa/PsaDescriptor';
import { psaTypeNumber } from '../../../core/psa/PsaType';

/** SuperOps. */
export const superOpsPsa: PsaDescriptor = {
  type: 'SuperOps',
  typeNumber: psaTypeNumber('SuperOps'),
  title: 'SuperOps',
  slug: 'superOps',
  variants: ['pod'],
  entryNames: ['SuperOps'],
  lookups: {
    ticket: (psaId, ticketId) => `/SuperOpsPod/${psaId}/ticket/${ticketId}`,
    contact: (psaId, contactId) => `/PsaContacts/superOps/${psaId}/contacts/${contactId}`,
  },
  supports: { clientPortalChats: false, quickTicket: false, teamsChats: false, saveToContact: false },
};
