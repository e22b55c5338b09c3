import { definePsa } from '../../../core/psa/PsaDescriptor';

/** Microsoft 365: contacts only, so its pod opens on the contact screen. */
export const microsoft365Psa = definePsa({
  type: 'Microsoft',
  typeNumber: 8,
  title: 'Microsoft 365',
  slug: 'microsoft365',
  variants: ['pod'],
  entryNames: ['Microsoft 365'],
  lookups: {
    contact: (psaId, contactId) => `/PsaContacts/microsoft/${psaId}/contacts/${contactId}`,
  },
  resumeAfterSignIn: 'returnPath',
  // Teams tabs and the Office hosts.
  frameHosts: {
    cloud: ['https://teams.microsoft.com', 'https://*.cloud.microsoft', 'https://*.office.com'],
    onPremise: false,
  },
  sandbox: { psaIdSuffix: 'm365', firstTicket: 1083 },
});
