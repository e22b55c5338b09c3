import type { PsaDescriptor } from '../../../core/psa/PsaDescriptor';
import { psaTypeNumber } from '../../../core/psa/PsaType';

/** Kaseya: contacts only, so its pod opens on the contact screen. */
export const kaseyaPsa: PsaDescriptor = {
  type: 'Kaseya',
  typeNumber: psaTypeNumber('Kaseya'),
  title: 'Kaseya',
  slug: 'kaseya',
  variants: ['pod'],
  entryNames: ['Kaseya'],
  lookups: {
    contact: (psaId, contactId) => `/PsaContacts/kaseya/${psaId}/contacts/${contactId}`,
  },
  supports: { clientPortalChats: false, quickTicket: false, teamsChats: false, saveToContact: false },
};
