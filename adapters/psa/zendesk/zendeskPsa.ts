import { definePsa } from '../../../core/psa/PsaDescriptor';

/** Zendesk. */
export const zendeskPsa = definePsa({
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
  // Zendesk, and the host its apps' frames are served from.
  frameHosts: { cloud: ['https://*.zendesk.com', 'https://*.apps.zdusercontent.com'], onPremise: false },
  sandbox: { psaIdSuffix: 'zd', firstTicket: 1043 },
});
