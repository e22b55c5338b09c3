import type { PsaDescriptor } from '@core/psa/PsaDescriptor';

/** Halo Service Desk. */
export const haloPsa: PsaDescriptor = {
  type: 'Halo',
  typeNumber: 5,
  title: 'Halo Service Desk',
  slug: 'halo',
  variants: ['pod'],
  entryNames: ['Halo Service Desk'],
  lookups: {
    ticket: (psaId, ticketId) => `/HaloPod/${psaId}/ticket/${ticketId}`,
    contact: (psaId, contactId) => `/PsaContacts/halo/${psaId}/contacts/${contactId}`,
  },
  resumeAfterSignIn: 'ticket',
  shellToasts: 'bottom-right',
  sandbox: { psaIdSuffix: 'halo', firstTicket: 1023 },
  supports: {
    clientPortalChats: true,
    quickTicket: false,
    teamsChats: false,
    saveToContact: false,
    crmLinked: true,
    companyPolicies: true,
  },
};
