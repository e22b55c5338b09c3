import { definePsa } from '../../../core/psa/PsaDescriptor';

/** Kaseya: contacts only, so its pod opens on the contact screen. */
export const kaseyaPsa = definePsa({
  type: 'Kaseya',
  typeNumber: 2,
  title: 'Kaseya',
  slug: 'kaseya',
  variants: ['pod'],
  entryNames: ['Kaseya'],
  lookups: {
    contact: (psaId, contactId) => `/PsaContacts/kaseya/${psaId}/contacts/${contactId}`,
  },
  resumeAfterSignIn: 'returnPath',
  // Kaseya BMS and VSA cloud; VSA also installs on a tenant's own server.
  frameHosts: { cloud: ['https://*.kaseya.com', 'https://*.kaseya.net'], onPremise: true },
  sandbox: { psaIdSuffix: 'kaseya', firstTicket: 1073 },
});
