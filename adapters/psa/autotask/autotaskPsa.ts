import { definePsa } from '../../../core/psa/PsaDescriptor';

/** Autotask. Also embedded full size and as a widget (spec section 2). */
export const autotaskPsa = definePsa({
  type: 'Autotask',
  typeNumber: 1,
  title: 'Autotask',
  slug: 'autotask',
  variants: ['pod', 'fullSize', 'widget'],
  entryNames: ['Autotask'],
  lookups: {
    ticket: (psaId, ticketId) => `/AutotaskPod/${psaId}/ticket/${ticketId}`,
    contact: (psaId, contactId) => `/PsaContacts/autotask/${psaId}/contacts/${contactId}`,
  },
  resumeAfterSignIn: 'returnPath',
  // Its zones, ww1 to ww19.autotask.net.
  frameHosts: { cloud: ['https://*.autotask.net'], onPremise: false },
  sandbox: { psaIdSuffix: 'at', firstTicket: 1013 },
  supports: { clientPortalChats: true, crmLinked: true },
});
