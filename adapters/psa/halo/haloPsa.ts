import { definePsa } from '../../../core/psa/PsaDescriptor';

/** Halo Service Desk. */
export const haloPsa = definePsa({
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
  // Halo PSA, ITSM and Service Desk cloud tenants; Halo also installs on a tenant's own server.
  frameHosts: {
    cloud: ['https://*.halopsa.com', 'https://*.haloitsm.com', 'https://*.haloservicedesk.com'],
    onPremise: true,
  },
  sandbox: { psaIdSuffix: 'halo', firstTicket: 1023 },
  supports: { clientPortalChats: true, crmLinked: true },
});
