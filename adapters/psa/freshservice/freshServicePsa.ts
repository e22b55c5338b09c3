import { definePsa } from '../../../core/psa/PsaDescriptor';

/** FreshService. Also embedded full size and as a widget (spec section 2). */
export const freshServicePsa = definePsa({
  type: 'FreshService',
  typeNumber: 10,
  title: 'FreshService',
  slug: 'freshservice',
  variants: ['pod', 'fullSize', 'widget'],
  entryNames: ['FreshService'],
  lookups: {
    ticket: (psaId, ticketId) => `/FreshServicePod/${psaId}/ticket/${ticketId}`,
    contact: (psaId, contactId) => `/PsaContacts/freshService/${psaId}/contacts/${contactId}`,
  },
  resumeAfterSignIn: 'returnPath',
  frameHosts: { cloud: ['https://*.freshservice.com'], onPremise: false },
  sandbox: { psaIdSuffix: 'fs', firstTicket: 1033 },
});
