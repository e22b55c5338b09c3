import { definePsa } from '../../../core/psa/PsaDescriptor';

/** Imported contacts: contacts only, so its pod opens on the contact screen. */
export const importIntegrationPsa = definePsa({
  type: 'ImportIntegration',
  typeNumber: 9,
  title: 'Imported contacts',
  slug: 'importintegration',
  variants: ['pod'],
  entryNames: ['ImportIntegration'],
  lookups: {
    contact: (psaId, contactId) => `/PsaContacts/importIntegration/${psaId}/contacts/${contactId}`,
  },
  resumeAfterSignIn: 'returnPath',
  // Imported contacts are opened from the tenant's own system, whose host the deployment names.
  frameHosts: { cloud: [], onPremise: true },
  sandbox: { psaIdSuffix: 'import', firstTicket: 1093 },
});
