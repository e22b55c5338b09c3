import type { PsaDescriptor } from '../../../core/psa/PsaDescriptor';
import { psaTypeNumber } from '../../../core/psa/PsaType';

/** Autotask. Also embedded full size and as a widget (spec section 2). */
export const autotaskPsa: PsaDescriptor = {
  type: 'Autotask',
  typeNumber: psaTypeNumber('Autotask'),
  title: 'Autotask',
  slug: 'autotask',
  variants: ['pod', 'fullSize', 'widget'],
  entryNames: ['Autotask'],
  lookups: {
    ticket: (psaId, ticketId) => `/AutotaskPod/${psaId}/ticket/${ticketId}`,
    contact: (psaId, contactId) => `/PsaContacts/autotask/${psaId}/contacts/${contactId}`,
  },
  supports: { clientPortalChats: true, quickTicket: false, teamsChats: false, saveToContact: false },
};
