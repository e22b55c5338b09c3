import type { PsaDescriptor } from '../../../core/psa/PsaDescriptor';
import { psaTypeNumber } from '../../../core/psa/PsaType';

/** Syncro. */
export const syncroPsa: PsaDescriptor = {
  type: 'SyncroMSP',
  typeNumber: psaTypeNumber('SyncroMSP'),
  title: 'Syncro',
  slug: 'syncro',
  variants: ['pod'],
  entryNames: ['SyncroMsp'],
  lookups: {
    ticket: (psaId, ticketId) => `/SyncroPod/${psaId}/ticket/${ticketId}`,
    contact: (psaId, contactId) => `/PsaContacts/syncro/${psaId}/contacts/${contactId}`,
  },
  supports: { clientPortalChats: false, quickTicket: false, teamsChats: false, saveToContact: false },
};
