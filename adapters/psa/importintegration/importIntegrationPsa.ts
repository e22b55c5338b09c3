import type { PsaDescriptor } from '../../../core/psa/PsaDescriptor';
import { psaTypeNumber } from '../../../core/psa/PsaType';

/** Imported contacts: contacts only, so its pod opens on the contact screen. */
export const importIntegrationPsa: PsaDescriptor = {
  type: 'ImportIntegration',
  typeNumber: psaTypeNumber('ImportIntegration'),
  title: 'Imported contacts',
  slug: 'importintegration',
  variants: ['pod'],
  entryNames: ['ImportIntegration'],
  lookups: {
    contact: (psaId, contactId) => `/PsaContacts/importIntegration/${psaId}/contacts/${contactId}`,
  },
  supports: { clientPortalChats: false, quickTicket: false, teamsChats: false, saveToContact: false },
};
