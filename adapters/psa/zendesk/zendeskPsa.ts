import type { PsaDescriptor } from '@core/psa/PsaDescriptor';

/** Zendesk. */
export const zendeskPsa: PsaDescriptor = {
  type: 'Zendesk',
  typeNumber: 6,
  title: 'Zendesk',
  slug: 'zendesk',
  variants: ['pod'],
  entryNames: ['Zendesk'],
  lookups: {
    ticket: (psaId, ticketId) => `/ZendeskPod/${psaId}/ticket/${ticketId}`,
    contact: (psaId, contactId) => `/PsaContacts/zendesk/${psaId}/contacts/${contactId}`,
  },
  resumeAfterSignIn: 'returnPath',
  shellToasts: 'bottom-left',
  sandbox: { psaIdSuffix: 'zd', firstTicket: 1043 },
  supports: {
    clientPortalChats: false,
    quickTicket: false,
    teamsChats: false,
    saveToContact: false,
    crmLinked: false,
    companyPolicies: true,
  },
};
