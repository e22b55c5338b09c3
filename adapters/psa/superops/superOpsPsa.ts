import { definePsa } from '../../../core/psa/PsaDescriptor';

/** SuperOps. */
export const superOpsPsa = definePsa({
  type: 'SuperOps',
  typeNumber: 7,
  title: 'SuperOps',
  slug: 'superOps',
  variants: ['pod'],
  entryNames: ['SuperOps'],
  lookups: {
    ticket: (psaId, ticketId) => `/SuperOpsPod/${psaId}/ticket/${ticketId}`,
    contact: (psaId, contactId) => `/PsaContacts/superOps/${psaId}/contacts/${contactId}`,
  },
  resumeAfterSignIn: 'returnPath',
  frameHosts: { cloud: ['https://*.superops.ai'], onPremise: false },
  sandbox: { psaIdSuffix: 'superops', firstTicket: 1063 },
  supports: { companyPolicies: false },
});
