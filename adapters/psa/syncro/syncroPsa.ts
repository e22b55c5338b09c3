import { definePsa } from '../../../core/psa/PsaDescriptor';

/** Syncro. */
export const syncroPsa = definePsa({
  type: 'SyncroMSP',
  typeNumber: 4,
  title: 'Syncro',
  slug: 'syncro',
  variants: ['pod'],
  entryNames: ['SyncroMsp'],
  lookups: {
    ticket: (psaId, ticketId) => `/SyncroPod/${psaId}/ticket/${ticketId}`,
    contact: (psaId, contactId) => `/PsaContacts/syncro/${psaId}/contacts/${contactId}`,
  },
  resumeAfterSignIn: 'returnPath',
  frameHosts: { cloud: ['https://*.syncromsp.com'], onPremise: false },
  sandbox: { psaIdSuffix: 'syncro', firstTicket: 1053 },
});
