import type { PsaDescriptor } from '../../../core/psa/PsaDescriptor';
import { psaTypeNumber } from '../../../core/psa/PsaType';

/** FreshService. Also embedded full size and as a widget (spec section 2). */
export const freshServicePsa: PsaDescriptor = {
  type: 'FreshService',
  typeNumber: psaTypeNumber('FreshService'),
  title: 'FreshService',
  slug: 'freshservice',
  variants: ['pod', 'fullSize', 'widget'],
  entryNames: ['FreshService'],
  lookups: {
    ticket: (psaId, ticketId) => `/FreshServicePod/${psaId}/ticket/${ticketId}`,
    contact: (psaId, contactId) => `/PsaContacts/freshService/${psaId}/contacts/${contactId}`,
  },
  supports: { clientPortalChats: false, quickTicket: false, teamsChats: false, saveToContact: false },
};
